/**
 * The name of the constraint a failed query violated, or null. node-postgres puts it on its error;
 * drizzle wraps that error in a DrizzleQueryError whose `cause` is the original.
 */
export function violatedConstraint(error: unknown): string | null {
  const named = (e: unknown) =>
    typeof e === 'object' && e !== null && typeof (e as { constraint?: unknown }).constraint === 'string'
      ? (e as { constraint: string }).constraint
      : null;
  return named(error) ?? named((error as { cause?: unknown } | null)?.cause);
}
