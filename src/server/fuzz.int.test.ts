// Every operation of /api/openapi.json, fuzzed as a visitor, a player and an admin with inputs built
// from its own schema to be wrong: a wrong type or a missing field in every body, hostile path
// segments (out-of-range, non-canonical or non-existent ids, 36 characters that are no UUID), hostile
// query values; and, inside those, huge, negative, non-finite and fractional-paise numbers (0.001,
// 12.345, 1e21, 1e999), unicode, SQL fragments and 1 MB strings. Every string it sends may also be
// text no field takes (a NUL, another control character, an unpaired surrogate, a direction override,
// 10,000 characters, only spaces). A path that names a row is also sent with the real row and a body
// refused for one field, so what a contract lets through reaches the route's own code. Nothing may
// answer 5xx, and nothing may change: balances, the ledger, bets, matches, markets, withdrawals,
// profiles and payout accounts stay as they were. And each text that no field takes is planted alone
// in each string of each body and query, the rest valid and the path naming real rows, where the
// route's code would run with it: the answer must be a 400 naming that field (plantedText).
// A new route is fuzzed by being in the OpenAPI document; this file needs no edit for it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTestApp, TEST_ORIGIN, type TestClient } from '../../tests/integration/harness';
import { createMatch, selection } from './features/bets/test-fixtures';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; drop table transactions; --",
  '1; select pg_sleep(5)',
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '🏏'.repeat(50),
  'مرحبا',
  '１２３',
  '٣',
  'NaN',
  'null',
  '-0',
];
/** Text that every text field refuses (src/shared/contracts/text.ts), whatever the field. */
const REFUSED_TEXT = [
  'a\u0000b',
  '\u0000',
  // Every other C0 control but tab and newline (a reason may hold those), DEL and a C1 control.
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
    .filter((c) => c !== '\0' && c !== '\t' && c !== '\n')
    .map((c) => `a${c}b`),
  'a\u007fb',
  'a\u0085b',
  // Unpaired surrogates: no character, and no UTF-8 for them.
  'a\ud800b',
  '\udc00',
  'x'.repeat(10_000),
];
/** Text a name refuses but not every field: a direction override (prose may use one), only spaces. */
const REFUSED_IN_NAMES = ['a\u202eb', '\u2066evil\u2069', ' '.repeat(5)];
const HOSTILE_TEXT = [...REFUSED_TEXT, ...REFUSED_IN_NAMES];

/** Numbers no rupee amount is: three decimals, an exponent form (1e21, 1e-7), past any range. */
const BAD_AMOUNTS = [0.001, 12.345, 512.205, 1e21, -1e21, 1e300, Number.MAX_VALUE, 5e-324, 1e-7];
/**
 * Numbers JSON can carry but JavaScript cannot hold (1e999, -1e999: parsed to ±Infinity). JSON.stringify
 * would write null, so they are planted as these markers and bodyText writes each as its token.
 */
const nonFinite = fc.constantFrom('\u0000inf', '\u0000-inf');
const bodyText = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0000(-?)inf"/g, (_, sign: string) => `${sign}1e999`);
const HOSTILE_NUMBERS = [
  0,
  -1,
  -100,
  100.005,
  99.999,
  1e20,
  1e308,
  -1e308,
  2147483648,
  99999999999,
  2 ** 53 + 2,
  -(2 ** 31),
  ...BAD_AMOUNTS,
];
/** 36 characters, as a UUID has, that are none: each must be refused, never reach a `::uuid` cast. */
const NOT_UUIDS = [
  '-'.repeat(36),
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '0-00000000000000000000000000000000-0',
  '{0000000-0000-0000-0000-00000000000}',
  'ffffffff-ffff-ffff-ffff-fffffffffff-',
];
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999',
  '0x1d',
  '0b11101',
  '2.9e1',
  '+29',
  '029',
  '29%20',
  '999999',
  '2147483647',
  "1'%20or%20'1'%3D'1",
  '%00',
  '..%2F..',
  '9'.repeat(40),
  ...NOT_UUIDS.map(encodeURIComponent),
];

const megabyte = fc.constant('x'.repeat(1024 * 1024));
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: megabyte },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  nonFinite,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Resolves `$ref` and merges allOf, so the generator sees plain object/array/scalar schemas. */
function resolver(doc: Doc) {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve));
    if (schema.anyOf ?? schema.oneOf) return resolve((schema.anyOf ?? schema.oneOf)![0]);
    return schema;
  };
  return resolve;
}

const typeOf = (schema: Schema): string =>
  Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'string')
    : (schema.type ?? 'object');

const nullable = (schema: Schema) => Array.isArray(schema.type) && schema.type.includes('null');

/** A value of another JSON type than the schema's: always invalid for a zod schema (bodies never coerce). */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!nullable(schema)) choices.push(fc.constant(null));
  if (type !== 'boolean') choices.push(fc.boolean());
  if (type !== 'string') choices.push(hostileString);
  if (type !== 'number' && type !== 'integer') choices.push(hostileNumber);
  if (type !== 'array') choices.push(fc.constant([1, 'x']));
  if (type !== 'object') choices.push(fc.constant({ nested: 'x' }));
  return fc.oneof(...choices);
}

/** A value of the schema's own type, chosen to be as hostile as the type allows (may still be valid). */
function sameType(schema: Schema, resolve: (s?: Schema) => Schema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(
        fc.array(sameType(resolve(schema.items), resolve, depth + 1), { maxLength: 3 }),
        fc.constant(Array.from({ length: 5000 }, () => 1)),
      );
    case 'object':
      return depth > 2 ? fc.constant({}) : broken(schema, resolve, depth + 1);
    default:
      return schema.enum ? fc.oneof(fc.constantFrom(...schema.enum), hostileString) : hostileString;
  }
}

/**
 * An object of the schema's shape with every field hostile, and one field of the wrong type (or, when
 * required, missing), so the whole must be refused.
 */
function broken(schema: Schema, resolve: (s?: Schema) => Schema, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {}).map(([name, s]) => [name, resolve(s)] as const);
  const required = new Set(schema.required ?? []);
  if (properties.length === 0) return fc.oneof(hostileString, hostileNumber, fc.constant([1, 2, 3]));
  return fc
    .record({
      fields: fc.tuple(
        ...properties.map(([, s]) => fc.option(sameType(s, resolve, depth), { nil: undefined })),
      ),
      victim: fc.nat({ max: properties.length - 1 }),
      wrong: fc.tuple(...properties.map(([, s]) => wrongType(s))),
      missing: fc.boolean(),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 2 }),
    })
    .map(({ fields, victim, wrong, missing, extra }) => {
      const value: Record<string, unknown> = { ...extra };
      properties.forEach(([name], i) => {
        if (fields[i] !== undefined) value[name] = fields[i];
      });
      // Only a required field may go missing (a missing optional one is valid); any may be mistyped.
      const [name] = properties[victim]!;
      if (missing && required.has(name)) delete value[name];
      else value[name] = wrong[victim];
      return value;
    });
}

/**
 * A value the schema accepts (patterns aside), small: the base a single bad leaf is planted in.
 * `everyKey`: optional fields too, so a field that needs another (a UPI ID for a UPI name) has it.
 */
function validValue(
  schema: Schema,
  resolve: (s?: Schema) => Schema,
  everyKey = false,
): fc.Arbitrary<unknown> {
  if (schema.example !== undefined) return fc.constant(schema.example);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 0.01;
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor((schema.maximum ?? 1000) * 100) })
        .map((n) => n / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(resolve(schema.items), resolve, everyKey), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 2)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const values = Object.fromEntries(
        properties.map(([name, s]) => [name, validValue(resolve(s), resolve, everyKey)]),
      );
      return everyKey ? fc.record(values) : fc.record(values, { requiredKeys: schema.required ?? [] });
    }
    default:
      if (schema.format === 'uuid') return fc.uuid({ version: 4 });
      if (schema.format === 'email') return fc.emailAddress();
      // A UPI ID, a phone or an account number of the right form, so the body can reach the database.
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
      return fc.string({
        minLength: Math.max(schema.minLength ?? 1, 1),
        maxLength: Math.min(schema.maxLength ?? 12, 12),
      });
  }
}

/** A value this schema refuses: out of its range or length, of another type, or malformed. */
function invalidValue(schema: Schema): fc.Arbitrary<unknown> {
  const bad: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    if (low !== undefined)
      bad.push(fc.constantFrom(low - 1, -1, -(2 ** 31)).filter((n) => n < low || n === low));
    // Past the 32-bit columns whatever the schema says: where it says nothing, the database must.
    bad.push(
      fc.constantFrom(
        ...(schema.maximum !== undefined ? [schema.maximum + 1] : []),
        2 ** 31,
        99999999999,
        1e20,
      ),
    );
    // No amount, whatever the field: three decimals, an exponent form, non-finite.
    bad.push(fc.constantFrom(...BAD_AMOUNTS), nonFinite);
    if (type === 'integer') bad.push(fc.constantFrom(100.5, 0.001, 2147483647.5));
  }
  if (type === 'string') {
    // Planted alone in a valid body, each must be refused: so only-spaces only where a value is required.
    bad.push(fc.constantFrom(...REFUSED_TEXT));
    if ((schema.minLength ?? 0) > 0)
      bad.push(fc.constantFrom(...REFUSED_IN_NAMES.filter((t) => t.trim() === '')));
    if (schema.maxLength !== undefined)
      bad.push(fc.constantFrom('x'.repeat(schema.maxLength + 1), 'x'.repeat(1024 * 1024)));
    if ((schema.minLength ?? 0) > 0) bad.push(fc.constant(''));
    if (schema.format || schema.enum) bad.push(fc.constantFrom(...HOSTILE_STRINGS));
    if (schema.format === 'uuid') bad.push(fc.constantFrom(...NOT_UUIDS));
  }
  if (type === 'array' && schema.maxItems !== undefined)
    bad.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => ({}))));
  return fc.oneof(...bad);
}

/** Every leaf of a value with the schema that governs it, by path. */
function leaves(
  value: unknown,
  schema: Schema,
  resolve: (s?: Schema) => Schema,
  path: (string | number)[] = [],
) {
  const found: { path: (string | number)[]; schema: Schema }[] = [{ path, schema }];
  if (Array.isArray(value))
    value.forEach((item, i) => found.push(...leaves(item, resolve(schema.items), resolve, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [name, s] of Object.entries(schema.properties ?? {}))
      found.push(...leaves((value as Record<string, unknown>)[name], resolve(s), resolve, [...path, name]));
  return found;
}

/** A valid value with one leaf (or branch) replaced by a value its schema refuses. */
function validWithOneBadLeaf(schema: Schema, resolve: (s?: Schema) => Schema): fc.Arbitrary<unknown> {
  return validValue(schema, resolve).chain((value) => {
    const candidates = leaves(value, schema, resolve).filter((leaf) => leaf.path.length > 0);
    if (candidates.length === 0) return invalidValue(schema);
    return fc.constantFrom(...candidates).chain((leaf) =>
      invalidValue(leaf.schema).map((bad) => {
        const copy = structuredClone(value) as Record<string | number, unknown>;
        let target = copy;
        for (const key of leaf.path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[leaf.path.at(-1)!] = bad;
        return copy;
      }),
    );
  });
}

/**
 * encodeURIComponent, except that an unpaired surrogate (which has no UTF-8, so encodeURIComponent
 * throws) is sent as the three bytes a surrogate would take: malformed UTF-8, which no decoder
 * accepts, so the server reads the escape's literal text.
 */
const percentEncode = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

type Fuzzed = { method: string; path: string; body?: string };

/**
 * Hostile requests for one operation. With a required body (always refused, for one field at least), a
 * path parameter may also name `realRow`, so what the body's contract lets through reaches the route's
 * code with it.
 */
function requests(
  doc: Doc,
  path: string,
  method: string,
  op: Operation,
  realRow: string | undefined,
): fc.Arbitrary<Fuzzed> {
  const resolve = resolver(doc);
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const segments = fc.tuple(
    ...pathParams.map(() =>
      fc.oneof(
        fc.constantFrom(...HOSTILE_SEGMENTS),
        fc.string({ maxLength: 12 }).map(encodeURIComponent),
        fc.constantFrom(...HOSTILE_TEXT).map(percentEncode),
        ...(realRow !== undefined && op.requestBody?.required ? [fc.constant(realRow)] : []),
      ),
    ),
  );
  const query = fc.tuple(
    ...queryParams.map(() =>
      fc.option(fc.oneof(hostileString, hostileNumber.map(String), fc.constantFrom(...HOSTILE_SEGMENTS)), {
        nil: undefined,
      }),
    ),
  );
  const body = bodySchema
    ? fc.oneof(
        { weight: 4, arbitrary: broken(resolve(bodySchema), resolve).map(bodyText) },
        // A valid body but for one field deep inside it: an out-of-range id, a fractional or huge amount,
        // an over-long or malformed string, a list too long, or a value of another type.
        {
          weight: 4,
          arbitrary: validWithOneBadLeaf(resolve(bodySchema), resolve).map(bodyText),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '{"broken": ',
            'null',
            '[]',
            '"text"',
            '12',
            'true',
            '{}',
            '{"a":'.repeat(500),
          ),
        },
      )
    : fc.option(fc.constantFrom('{"unexpected": true}', 'garbage'), { nil: undefined });
  return fc.tuple(segments, query, body).map(([segs, values, payload]) => {
    let url = path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, segs[i]!)));
    const search = queryParams
      .map((p, i) => (values[i] === undefined ? null : `${p.name}=${percentEncode(values[i]!)}`))
      .filter(Boolean)
      .join('&');
    return { method: method.toUpperCase(), path: search ? `${url}?${search}` : url, body: payload };
  });
}

/**
 * Each text no field takes, planted alone in each string of an operation's body or query, the rest of
 * it valid and its path naming real rows (`segment`): what the route's own code would run with, but
 * for that one field. Operations with no string to plant in, or a path without a real value, have none.
 */
function plantedText(
  doc: Doc,
  path: string,
  method: string,
  op: Operation,
  segment: (param: Parameter) => string | undefined,
): { request: Fuzzed; field: string }[] {
  const resolve = resolver(doc);
  const params = op.parameters ?? [];
  let url = path;
  for (const param of params.filter((p) => p.in === 'path')) {
    const value = segment(param);
    if (value === undefined) return [];
    url = url.replace(`{${param.name}}`, value);
  }
  const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { numRuns: 1, seed: SEED })[0]!;
  const queryParams = params.filter((p) => p.in === 'query' && typeOf(resolve(p.schema)) === 'string');
  const query = Object.fromEntries(
    queryParams.map((p) => [p.name, String(sample(validValue(resolve(p.schema), resolve, true)))]),
  );
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sample(validValue(resolve(bodySchema), resolve, true)) : undefined;
  const request = (search: Record<string, string>, payload: unknown): Fuzzed => {
    const encoded = Object.entries(search).map(([name, value]) => `${name}=${percentEncode(value)}`);
    return {
      method: method.toUpperCase(),
      path: encoded.length ? `${url}?${encoded.join('&')}` : url,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    };
  };
  // A URL cannot carry an unpaired surrogate: what arrives is its escape's literal text (percentEncode).
  const inQuery = queryParams.flatMap((p) =>
    REFUSED_TEXT.filter((text) => !/\p{Cs}/u.test(text)).map((text) => ({
      request: request({ ...query, [p.name]: text }, body),
      field: p.name,
    })),
  );
  const inBody = bodySchema
    ? leaves(body, resolve(bodySchema), resolve)
        .filter((leaf) => leaf.path.length > 0 && typeOf(leaf.schema) === 'string')
        .flatMap((leaf) =>
          REFUSED_TEXT.map((text) => {
            const copy = structuredClone(body) as Record<string | number, unknown>;
            let target = copy;
            for (const key of leaf.path.slice(0, -1))
              target = target[key] as Record<string | number, unknown>;
            target[leaf.path.at(-1)!] = text;
            return { request: request(query, copy), field: leaf.path.join('.') };
          }),
        )
    : [];
  return [...inQuery, ...inBody];
}

describe('every API operation under hostile input', async () => {
  const { app, http, deps } = await startTestApp();
  const doc = (await http.get('/api/openapi.json')).json as Doc;
  const match = await createMatch(deps.db, { status: 'LIVE' });

  const player = http.fork();
  const account = await player.signUp();
  // Some history, so list, settle and process paths have rows to trip over; and nothing left to stake
  // or withdraw, so a well-typed request that happened to be valid still could not move money.
  const withdrawal = await player.post('/api/me/withdrawals', {
    idempotencyKey: randomUUID(),
    amount: 500,
    method: 'upi',
    upiName: 'Test Player',
    upiId: 'test@okaxis',
  });
  expect(withdrawal.status).toBe(201);
  const betIds: string[] = [];
  for (const amount of [100, 9400]) {
    const placed = await player.post('/api/bets', {
      idempotencyKey: randomUUID(),
      selections: [
        selection(match, amount === 100 ? 'home' : 'away', amount, amount === 100 ? 'winner' : 'toss'),
      ],
    });
    expect(placed.status).toBe(201);
    betIds.push(placed.json.bets[0].id as string);
  }
  const admin = http.fork();
  const signInAdmin = async () =>
    expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  await signInAdmin();
  const upiDetail = await admin.post('/api/admin/upi-details', { name: 'Payouts', upiId: 'payouts@okaxis' });
  const impsDetail = await admin.post('/api/admin/imps-details', {
    name: 'Payouts',
    accountNumber: '123456789012',
    ifscCode: 'HDFC0001234',
    bankName: 'HDFC Bank',
  });
  expect([upiDetail.status, impsDetail.status]).toEqual([201, 201]);
  /** A real row for each path that names one. */
  const realRows: [prefix: string, segment: string][] = [
    ['/api/admin/matches/{id}', String(match.matchId)],
    ['/api/admin/markets/{id}', String(match.winner.marketId)],
    ['/api/admin/withdrawals/{id}', withdrawal.json.withdrawal.id as string],
    ['/api/admin/upi-details/{id}', String(upiDetail.json.id)],
    ['/api/admin/imps-details/{id}', String(impsDetail.json.id)],
    ['/api/team-logos/{file}', 'MI.svg'],
    ['/api/me/bets/{id}', betIds[0]!],
  ];
  const realRow = (path: string) => realRows.find(([prefix]) => path.startsWith(prefix))?.[1];
  const signInPlayer = async () =>
    expect((await player.signIn(account.email, account.password)).status).toBe(200);
  const actors: [string, () => TestClient | null, () => Promise<void>][] = [
    ['visitor', () => null, async () => {}],
    ['player', () => player, signInPlayer],
    ['admin', () => admin, signInAdmin],
  ];

  /** What no bad input may change. */
  const state = async () =>
    (
      await deps.db.execute(sql`
        select
          (select count(*) || ':' || coalesce(sum(balance_paise), 0) from user_profiles) as balances,
          (select count(*) || ':' || coalesce(sum(amount_paise), 0) from transactions) as ledger,
          (select count(*) || ':' || string_agg(status, '' order by id) from bets) as bets,
          (select string_agg(id || status || coalesce(settled_at::text, '') || coalesce(toss_winner_team_id, 0), ','
                             order by id) from matches) as matches,
          (select string_agg(id || status, ',' order by id) from markets) as markets,
          (select count(*) from withdrawals) as withdrawals,
          (select md5(string_agg(name || email || phone, ',' order by id)) from user_profiles) as profiles,
          (select md5(string_agg(name || upi_id || is_active, ',' order by id)) from upi_details) as upi,
          (select md5(string_agg(name || account_number || ifsc_code || bank_name || is_active, ','
                                 order by id)) from imps_details) as imps`)
    ).rows[0];
  const before = await state();

  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  for (const { path, method, op } of operations) {
    for (const [actor, client, signInAgain] of actors) {
      it(`${method.toUpperCase()} ${path} as ${actor} (seed ${SEED}, ${RUNS} runs)`, async () => {
        await fc.assert(
          fc.asyncProperty(requests(doc, path, method, op, realRow(path)), async (request) => {
            const signedIn = client();
            const headers: Record<string, string> = {};
            if (request.body !== undefined) headers['content-type'] = 'application/json';
            if (request.method !== 'GET') headers.origin = TEST_ORIGIN;
            if (signedIn) headers.cookie = signedIn.cookieHeader();
            const response = await app.request(request.path, {
              method: request.method,
              headers,
              body: request.method === 'GET' ? undefined : request.body,
            });
            // An event stream never ends by itself: its head is the answer.
            if (response.headers.get('content-type')?.includes('event-stream')) await response.body?.cancel();
            else await response.arrayBuffer();
            if (path === '/api/auth/sign-out' && signedIn) await signInAgain();
            expect(response.status, `${request.method} ${request.path.slice(0, 200)}`).toBeLessThan(500);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      });
    }
  }

  describe('text no field takes, alone in a valid request', () => {
    const resolve = resolver(doc);
    const planted = operations.map(({ path, method, op }) => ({
      path,
      method,
      requests: plantedText(doc, path, method, op, (param) => {
        const schema = resolve(param.schema);
        if (schema.enum) return String(schema.enum[0]);
        return realRow(path);
      }),
    }));

    it('reaches every operation that takes text', () => {
      expect(planted.filter((p) => p.requests.length > 0).length).toBeGreaterThan(15);
    });

    for (const { path, method, requests } of planted.filter((p) => p.requests.length > 0)) {
      const actor = path.startsWith('/api/admin') ? admin : player;
      it(`${method.toUpperCase()} ${path}: a 400 naming the field`, async () => {
        for (const { request, field } of requests) {
          const response = await actor.request(request.method, request.path, request.body);
          const fields = (response.json?.error?.details as { path: string }[] | undefined)?.map(
            (d) => d.path,
          );
          expect(
            { status: response.status, named: fields?.includes(field) },
            `${field} in ${request.path.slice(0, 200)}`,
          ).toEqual({
            status: 400,
            named: true,
          });
        }
      });
    }
  });

  it('changed nothing: balances, ledger, bets, matches, markets, withdrawals, profiles, payout accounts', async () => {
    expect(await state()).toEqual(before);
  });
});
