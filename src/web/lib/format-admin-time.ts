const SHORT = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The back office's dates: short month, day, 2-digit hour and minute (spec, "Results & Settlement"). */
export function formatAdminTime(iso: string): string {
  return SHORT.format(new Date(iso));
}
