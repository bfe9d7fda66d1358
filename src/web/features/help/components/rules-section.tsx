import { Card } from '@/components/ui/card';

/** A titled section of the help page: each rule's term, then the rule. */
export function RulesSection({
  id,
  title,
  rules,
}: {
  id: string;
  title: string;
  rules: { term: string; rule: string }[];
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <Card className="p-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rules.map(({ term, rule }) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{rule}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
