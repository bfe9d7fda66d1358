import { MAX_SLIP_SELECTIONS, MIN_BET_RUPEES } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { requestId } from 'hono/request-id';
import { authRoutes, documentAuthRoutes } from './features/auth/routes';
import { bookRoutes } from './features/admin/book-routes';
import { functionRoutes } from './features/admin/functions-routes';
import { adminRoutes } from './features/admin/routes';
import { betRoutes } from './features/bets/routes';
import { reportRoutes } from './features/reports/routes';
import { ledgerAdminRoutes } from './features/wallet/admin-routes';
import { walletRoutes } from './features/wallet/routes';
import { withdrawalAdminRoutes } from './features/withdrawals/admin-routes';
import { payoutAccountRoutes } from './features/withdrawals/payout-account-routes';
import { withdrawalRoutes } from './features/withdrawals/routes';
import { responsibleGamblingRoutes } from './features/responsible-gambling/routes';
import { notificationRoutes } from './features/notifications/routes';
import { healthRoutes } from './features/health/routes';
import { matchRoutes } from './features/matches/routes';
import { meRoutes } from './features/me/routes';
import { settlementRoutes } from './features/settlement/routes';
import { teamLogoRoutes } from './features/teams/routes';
import type { AppDeps } from './http/context';
import { DomainError } from './errors';
import { errorBody, handleError } from './http/errors';
import { requestLogger } from './http/logging';
import { requestBodyLimit } from './http/body-limit';
import { createRouter } from './http/router';
import { csrfOriginCheck, privateResponses, securityHeaders } from './http/security';
import { loadSession, requireAdmin } from './http/auth-session';
import { pageDataFrom } from './http/page-data';
import { spaRoutes } from './http/spa';
import { streamRoutes } from './realtime/stream-route';

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = createRouter();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', requestLogger(deps.logger));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', securityHeaders());
  app.use(
    '/api/*',
    requestBodyLimit(64 * 1024, () => {
      throw new DomainError('PAYLOAD_TOO_LARGE', 'Request body too large');
    }),
  );
  app.use('/api/*', csrfOriginCheck(config.publicUrl, config.TRUST_PROXY));
  app.route('/', authRoutes(config.TRUST_PROXY));

  app.use('/api/*', loadSession);
  app.use('/api/me', privateResponses());
  app.use('/api/me/*', privateResponses());
  app.use('/api/admin/*', privateResponses());
  app.use('/api/bets', privateResponses());
  app.use('/api/admin/*', requireAdmin);

  app.route('/', healthRoutes);
  app.route('/', meRoutes);
  app.route(
    '/',
    betRoutes({
      minStake: MIN_BET_RUPEES,
      maxStake: config.BET_MAX_STAKE_RUPEES,
      maxSelections: MAX_SLIP_SELECTIONS,
    }),
  );
  app.route('/', walletRoutes);
  app.route('/', withdrawalRoutes);
  app.route('/', responsibleGamblingRoutes);
  app.route('/', notificationRoutes);
  app.route('/', matchRoutes);
  app.route('/', teamLogoRoutes);
  app.route('/', streamRoutes);
  app.route('/', adminRoutes);
  app.route('/', functionRoutes);
  app.route('/', bookRoutes);
  app.route('/', settlementRoutes);
  app.route('/', reportRoutes);
  app.route(
    '/',
    withdrawalAdminRoutes({
      secondApprovalAbovePaise: rupeesToPaise(config.WITHDRAWAL_SECOND_APPROVAL_ABOVE_RUPEES),
    }),
  );
  app.route('/', payoutAccountRoutes);
  app.route('/', ledgerAdminRoutes);

  documentAuthRoutes(app);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'IPL Betting API',
      version: '1.0.0',
      description: 'Money in rupees (at most 2 decimals); errors are { error: { code, message } }.',
    },
  });

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/', spaRoutes(config.WEB_DIST_DIR, pageDataFrom(app)));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
