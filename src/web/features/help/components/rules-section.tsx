import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Card } from '@/components/ui/card';

/** One rule of a section: its term and the rule, as messages. */
export type Rule = { term: MessageDescriptor; rule: MessageDescriptor };

/** A titled section of the help page: each rule's term, then the rule, in the active language. */
export function RulesSection({ id, title, rules }: { id: string; title: MessageDescriptor; rules: Rule[] }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-2xl font-bold tracking-tight">
        {_(title)}
      </h2>
      <Card className="p-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rules.map(({ term, rule }, index) => (
            <div key={index}>
              <dt className="font-semibold">{_(term)}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{_(rule)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
