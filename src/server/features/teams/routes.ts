import { createRoute, z } from '@hono/zod-openapi';
import { textSchema } from '@shared/contracts/text';
import { teamBadgeSvg, teamBadgeVersion } from '@shared/team-badge';
import { notFound } from '../../errors';
import { createRouter, errorResponse } from '../../http/router';
import { findTeamByShortName } from './find-team';

const logo = createRoute({
  method: 'get',
  path: '/api/team-logos/{file}',
  tags: ['teams'],
  summary: "A team's badge as SVG, drawn from its short name and colours",
  request: {
    params: z.object({ file: z.string().regex(/^[A-Za-z]{2,5}\.svg$/, 'Expected <SHORTNAME>.svg') }),
    query: z.object({ v: textSchema('v', { max: 16 }).optional() }),
  },
  responses: {
    200: { description: 'SVG badge', content: { 'image/svg+xml': { schema: z.string() } } },
    404: errorResponse('No such team'),
  },
});

export const teamLogoRoutes = createRouter().openapi(logo, async (c) => {
  const shortName = c.req
    .valid('param')
    .file.replace(/\.svg$/, '')
    .toUpperCase();
  const team = await findTeamByShortName(c.var.deps.db, shortName);
  if (!team) throw notFound('No such team');
  // The URL with the badge's current version names this exact drawing: a year, never revalidated.
  const versioned =
    c.req.valid('query').v === teamBadgeVersion(team.shortName, team.primaryColor, team.secondaryColor);
  c.header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(teamBadgeSvg(team.shortName, team.primaryColor, team.secondaryColor), 200);
});
