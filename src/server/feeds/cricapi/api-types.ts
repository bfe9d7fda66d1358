// CricAPI (cricketdata.org) response shapes, validated at the edge: external data is parsed, never
// trusted. Schemas are loose (unknown fields pass through) and lenient where the API is inconsistent
// (numbers sometimes arrive as strings, optional fields come and go).
import { z } from 'zod';

export const cricApiInfoSchema = z
  .object({
    hitsToday: z.number().optional(),
    hitsUsed: z.number().optional(),
    hitsLimit: z.number().optional(),
    credits: z.number().optional(),
    server: z.number().optional(),
    offsetRows: z.number().optional(),
    totalRows: z.number().optional(),
    queryTime: z.number().optional(),
    s: z.number().optional(),
    cache: z.number().optional(),
  })
  .loose();

export const cricApiScoreSchema = z
  .object({
    r: z.coerce.number().int().nonnegative(),
    w: z.coerce.number().int().min(0).max(10),
    o: z.union([z.number(), z.string()]),
    inning: z.string(),
  })
  .loose();

export const cricApiTeamInfoSchema = z
  .object({ name: z.string(), shortname: z.string().optional(), img: z.string().optional() })
  .loose();

export const cricApiMatchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    matchType: z.string().optional(),
    status: z.string().optional(),
    venue: z.string().nullish(),
    date: z.string().nullish(),
    dateTimeGMT: z.string().nullish(),
    teams: z.array(z.string()).optional(),
    teamInfo: z.array(cricApiTeamInfoSchema).optional(),
    score: z.array(cricApiScoreSchema).optional(),
    series_id: z.string().optional(),
    fantasyEnabled: z.boolean().optional(),
    bbbEnabled: z.boolean().optional(),
    hasSquad: z.boolean().optional(),
    matchStarted: z.boolean().optional(),
    matchEnded: z.boolean().optional(),
    tossWinner: z.string().nullish(),
    tossChoice: z.string().nullish(),
    matchWinner: z.string().nullish(),
  })
  .loose();

export const cricApiSeriesInfoSchema = z
  .object({
    info: z
      .object({
        id: z.string(),
        name: z.string(),
        startdate: z.string().optional(),
        enddate: z.string().optional(),
      })
      .loose(),
    // Items are checked one by one (parseMatchList): one odd row must not hide the whole season.
    matchList: z.array(z.unknown()).default([]),
  })
  .loose();

/** Every response: status 'success' with data, or 'failure' with a reason. */
export const cricApiEnvelopeSchema = z
  .object({
    apikey: z.string().optional(),
    status: z.string(),
    reason: z.string().optional(),
    data: z.unknown().optional(),
    info: cricApiInfoSchema.optional(),
  })
  .loose();

export type CricApiInfo = z.infer<typeof cricApiInfoSchema>;
export type CricApiScore = z.infer<typeof cricApiScoreSchema>;
export type CricApiTeamInfo = z.infer<typeof cricApiTeamInfoSchema>;
export type CricApiMatch = z.infer<typeof cricApiMatchSchema>;
export type CricApiSeriesInfo = z.infer<typeof cricApiSeriesInfoSchema>;

/** Keeps the rows that look like matches and drops the rest (CricAPI rows are occasionally incomplete). */
export function parseMatchList(rows: readonly unknown[]): CricApiMatch[] {
  return rows.flatMap((row) => {
    const parsed = cricApiMatchSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
