import type { SessionUser } from '@shop/shared/auth/session-user';

export function WelcomeBanner({ user }: { user: SessionUser }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-[12px] bg-gradient-to-br from-plum to-plum-soft px-6 py-8 text-ivory sm:px-10"
    >
      <p className="text-sm uppercase tracking-[0.2em] text-ivory/80">My account</p>
      <h1 id="welcome-heading" className="mt-2 font-display text-3xl [overflow-wrap:anywhere] sm:text-4xl">
        Welcome, {user.first_name} {user.last_name}
      </h1>
      <p className="mt-2 break-all text-ivory/85">{user.email}</p>
    </section>
  );
}
