import type { SessionUser } from '@shop/shared/auth/session-user';

/**
 * `user` null: the frame the server renders (decision 65), lines of the same height kept for her
 * name and e-mail. The heading and the e-mail's line are the same elements once filled in: the
 * browser counts an element's largest paint when it first paints its text, so her name arriving
 * later does not make the page's largest paint late.
 */
export function WelcomeBanner({ user }: { user: SessionUser | null }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-[12px] bg-gradient-to-br from-plum to-plum-soft px-6 py-8 text-ivory sm:px-10"
    >
      <p className="text-sm uppercase tracking-[0.2em] text-ivory/80">My account</p>
      <h1 id="welcome-heading" className="mt-2 font-display text-3xl [overflow-wrap:anywhere] sm:text-4xl">
        Welcome, {user ? `${user.first_name} ${user.last_name}` : <Placeholder width="pr-40" />}
      </h1>
      <p className="mt-2 break-all text-ivory/85">{user ? user.email : <Placeholder width="pr-56" />}</p>
    </section>
  );
}

/**
 * A line's worth of nothing, as tall as the text it stands for. Inline, so its space is text of
 * the line's own element (painted with the frame), not of a box of its own.
 */
const Placeholder = ({ width }: { width: string }) => (
  <span aria-hidden="true" className={`rounded bg-ivory/15 ${width}`}>
    &nbsp;
  </span>
);
