// How a pick is named wherever a player or an operator reads it: an over/under option carries its
// market's line ('Over 177.5'), since 'Over' alone does not say what is bet on. Every other option
// is its name as it is.

/** The option's name with its market's line, when the market has one. */
export function selectionLabel(optionName: string, line: number | null | undefined): string {
  return line == null ? optionName : `${optionName} ${line}`;
}
