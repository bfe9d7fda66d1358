import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { PageContainer } from '@/components/page-container';
import { Card } from '@/components/ui/card';

/** `title` is a message (<Trans>), shown in the contents list and as the section's heading. */
export type LegalSection = { id: string; title: ReactNode; body: ReactNode };

type LegalPageProps = {
  title: string;
  icon: ReactNode;
  /** e.g. 'Last updated June 1, 2024', in the active language. */
  updated?: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** Long-form legal copy: back link, title, a contents list (sticky on wide screens) and numbered sections. */
export function LegalPage({ title, icon, updated, intro, sections }: LegalPageProps) {
  const { t } = useLingui();
  return (
    <PageContainer width="max-w-6xl">
      <BackToHomeLink />
      <header className="mt-6 mb-8 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-indigo-300 ring-1 ring-primary/30 [&_svg]:size-6">
          {icon}
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {updated && <p className="mt-1.5 text-sm text-muted-foreground">{updated}</p>}
        </div>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-24">
          <Card className="p-4">
            <h2 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              <Trans>On this page</Trans>
            </h2>
            <ol className="mt-3 grid gap-1.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-1 py-0.5 text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums text-indigo-300/80">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>

        <Card className="prose-legal min-w-0 p-6 sm:p-10">
          <div className="text-base">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Card>
      </div>
    </PageContainer>
  );
}
