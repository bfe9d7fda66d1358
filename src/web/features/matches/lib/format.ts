/** Score as 'runs/wickets (overs)': '143/6 (20.0)'. */
export const formatScore = (score: { runs: number; wickets: number; overs: number }) =>
  `${score.runs}/${score.wickets} (${score.overs.toFixed(1)})`;
