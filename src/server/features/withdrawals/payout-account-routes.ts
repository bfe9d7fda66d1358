import { createRoute, z } from '@hono/zod-openapi';
import { pathIdSchema } from '@shared/contracts/ids';
import {
  impsDetailInputSchema,
  impsDetailPatchSchema,
  impsDetailSchema,
  upiDetailInputSchema,
  upiDetailPatchSchema,
  upiDetailSchema,
} from '@shared/contracts/withdrawals';
import { adminResponses, runAsAdmin } from '../../http/admin';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../../http/router';
import { addPayoutAccount, listImpsDetails, listUpiDetails, updatePayoutAccount } from './payout-accounts';

// Mounted under the /api/admin guard (requireAdmin) in app.ts. The same three routes for each kind.
const params = z.object({
  id: pathIdSchema('Payout account id').openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});
const duplicate = errorResponse('PAYOUT_ACCOUNT_EXISTS: that UPI ID or bank account is already added');

function routesFor<Item extends z.ZodType, Input extends z.ZodType, Patch extends z.ZodType>(
  path: string,
  label: string,
  schemas: { item: Item; input: Input; patch: Patch },
) {
  const items = z.array(schemas.item);
  return {
    list: createRoute({
      method: 'get',
      path,
      tags: ['admin'],
      summary: `Every ${label}, newest first, with its success rate and last use`,
      responses: { 200: jsonResponse(items, `${label}s`), ...adminResponses },
    }),
    add: createRoute({
      method: 'post',
      path,
      tags: ['admin'],
      summary: `Add a ${label}`,
      request: { body: jsonBody(schemas.input) },
      responses: { 201: jsonResponse(schemas.item, 'Added'), ...adminResponses, 409: duplicate },
    }),
    update: createRoute({
      method: 'patch',
      path: `${path}/{id}`,
      tags: ['admin'],
      summary: `Edit, activate or deactivate a ${label}`,
      request: { params, body: jsonBody(schemas.patch) },
      responses: {
        200: jsonResponse(schemas.item, 'Updated'),
        ...adminResponses,
        404: errorResponse(`No such ${label}`),
        409: duplicate,
      },
    }),
  };
}

const upi = routesFor('/api/admin/upi-details', 'UPI detail', {
  item: upiDetailSchema.openapi('UpiDetail'),
  input: upiDetailInputSchema,
  patch: upiDetailPatchSchema,
});
const imps = routesFor('/api/admin/imps-details', 'IMPS detail', {
  item: impsDetailSchema.openapi('ImpsDetail'),
  input: impsDetailInputSchema,
  patch: impsDetailPatchSchema,
});
const failed = (label: string) =>
  ({ code: 'INTERNAL', message: `An error occurred while saving the ${label}` }) as const;

export const payoutAccountRoutes = createRouter()
  .openapi(upi.list, async (c) => c.json(await listUpiDetails(c.var.deps.db), 200))
  .openapi(upi.add, async (c) => {
    const { db } = c.var.deps;
    const id = await runAsAdmin(c, failed('UPI detail'), (admin) =>
      addPayoutAccount(db, 'upi', admin.id, c.req.valid('json')),
    );
    return c.json((await listUpiDetails(db, id))[0]!, 201);
  })
  .openapi(upi.update, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await runAsAdmin(c, failed('UPI detail'), (admin) =>
      updatePayoutAccount(db, 'upi', admin.id, id, c.req.valid('json')),
    );
    return c.json((await listUpiDetails(db, id))[0]!, 200);
  })
  .openapi(imps.list, async (c) => c.json(await listImpsDetails(c.var.deps.db), 200))
  .openapi(imps.add, async (c) => {
    const { db } = c.var.deps;
    const id = await runAsAdmin(c, failed('IMPS detail'), (admin) =>
      addPayoutAccount(db, 'imps', admin.id, c.req.valid('json')),
    );
    return c.json((await listImpsDetails(db, id))[0]!, 201);
  })
  .openapi(imps.update, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await runAsAdmin(c, failed('IMPS detail'), (admin) =>
      updatePayoutAccount(db, 'imps', admin.id, id, c.req.valid('json')),
    );
    return c.json((await listImpsDetails(db, id))[0]!, 200);
  });
