import fc from 'fast-check';

/** The subset of JSON Schema (2020-12) that z.toJSONSchema writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: JsonSchema;
}

const MAX_FUZZ_STRING = 40;

const trickyCharacter = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\t', '\n', '\ud800', '\udfff', '\u202e', '\ufeff', '😀'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ minLength: 1, maxLength: 1 }),
);

/**
 * Pieces of text that changed the markup of pages built by search-and-replace or concatenation: String.replace
 * patterns ($` $' $& $$ $1), what ends a script or a comment, quotes, angle brackets, entities, and the line
 * separators that ended a string in older JavaScript.
 */
export const MARKUP_BREAKERS = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<a>',
  '</script>',
  '<script>',
  '<!--',
  '-->',
  '<html>',
  '<body>',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  '\u2028',
  '\u2029',
] as const;

/** Text made of those pieces and ordinary letters, between `min` and `max` characters. */
export const markupBreaker = (min = 0, max = MAX_FUZZ_STRING): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof(fc.constantFrom(...MARKUP_BREAKERS), fc.constantFrom('a', ' ', 'Z', 'é')), { maxLength: 12 })
    .map((pieces) => pieces.join('').slice(0, max).padEnd(min, 'x'));

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 1000;
  const length = { minLength: min, maxLength: Math.max(min, Math.min(max, MAX_FUZZ_STRING)) };
  const short = fc.string(length);
  // Any code point, with the troublesome ones often: control characters (NUL), lone surrogates, bidi marks.
  const anyCodePoint = fc.string({ ...length, unit: trickyCharacter });
  // Boundaries: exactly the longest accepted value, with a multi-byte character in it.
  const longest = fc.constant('é'.repeat(Math.min(max, 5000)));
  return fc.oneof(
    { weight: 5, arbitrary: short },
    { weight: 3, arbitrary: anyCodePoint },
    { weight: 2, arbitrary: markupBreaker(min, length.maxLength) },
    { weight: 1, arbitrary: longest },
  );
}

/** Values that the schema accepts (as far as JSON Schema can say: zod refinements may still refuse some). */
export function validArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validArbitrary));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => validArbitrary({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validArbitrary(s.items) : fc.jsonValue(), { maxLength: 5 });
    case 'object': {
      const properties = s.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = validArbitrary(child);
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that break things elsewhere: control characters, lone surrogates, markup, SQL, huge ones. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    'x\udfff',
    '<script>alert(1)</script>',
    'Cake $`',
    "Pie $'",
    'Stew $&',
    '</script><!--',
    'a\u2028b\u2029c',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '${jndi:ldap://x}',
    '\u202e',
    ' ',
    '',
    '0',
    '-1',
    'NaN',
    'null',
    'true',
    '9'.repeat(400),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 5 }).map((s) => s.repeat(3000)),
);

/** A value of the wrong kind for any field. */
const wrongValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A nested value `depth` levels deep. */
const deepValue = fc.integer({ min: 10, max: 200 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});

/** Bodies the schema does not accept: a field of the wrong kind, nasty strings, extra or missing keys, any JSON. */
export function invalidArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const valid = validArbitrary(s);
  const objectValid = valid.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object');
  const mutations: fc.Arbitrary<unknown>[] = [fc.jsonValue({ maxDepth: 3 }), deepValue];
  if (keys.length > 0) {
    mutations.push(
      fc
        .tuple(objectValid, fc.constantFrom(...keys), wrongValue)
        .map(([body, key, value]) => ({ ...body, [key]: value })),
      fc
        .tuple(objectValid, fc.constantFrom(...keys))
        .map(([body, key]) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))),
      fc
        .tuple(objectValid, fc.string({ maxLength: 10 }), wrongValue)
        .map(([body, key, value]) => ({ ...body, [key]: value })),
      fc.tuple(objectValid, fc.constantFrom(...keys)).map(([body, key]) => ({ ...body, [key]: deepValueSync(60) })),
    );
  }
  return fc.oneof(...mutations);
}

function deepValueSync(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
