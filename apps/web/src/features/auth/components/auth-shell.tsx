import type { ReactNode } from 'react';

type Props = { title: string; intro?: ReactNode; art?: ReactNode; children: ReactNode };

/** The frame of every account screen: a soft card centred on the ivory page, phone first. */
export function AuthShell({ title, intro, art, children }: Props) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <section className="rounded-[12px] border border-nude-deep/70 bg-white/70 px-5 py-8 sm:px-8">
        {art && <div className="mb-6 flex justify-center">{art}</div>}
        <h1 className="text-center font-display text-3xl text-plum">{title}</h1>
        {intro && <p className="mt-2 text-center text-sm text-plum/75">{intro}</p>}
        <div className="mt-8">{children}</div>
      </section>
    </main>
  );
}
