// Words people add to a dish name that don't change what the dish is ("Mom's famous samosas").
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'his',
  'her',
  'their',
  'homemade',
  'home',
  'made',
  'famous',
  'mom',
  'moms',
  'mum',
  'mums',
  'mother',
  'dad',
  'dads',
  'father',
  'grandma',
  'grandmas',
  'granny',
  'grandpa',
  'nana',
  'nani',
  'dadi',
  'auntie',
  'aunty',
  'aunt',
  'uncle',
  'classic',
  'special',
  'signature',
  'best',
  'favorite',
  'favourite',
  'easy',
  'quick',
  'simple',
  'fresh',
  'delicious',
  'yummy',
  'tasty',
  'world',
  'traditional',
  'authentic',
  'original',
  'some',
  'and',
]);

// Possessives in dish names are usually the cook ("Priya's samosas"), except in these dish names.
const POSSESSIVE_DISH_WORDS = new Set([
  'shepherd',
  'devil',
  'baker',
  'farmer',
  'hunter',
  'king',
  'ploughman',
  'plowman',
  'general',
  'tso',
]);

// Common spellings of the same word, so "Mac n cheese" matches "Macaroni & cheese".
const SYNONYMS: Readonly<Record<string, string>> = {
  mac: 'macaroni',
  bbq: 'barbecue',
  barbeque: 'barbecue',
  choc: 'chocolate',
  veggie: 'vegetable',
  veg: 'vegetable',
};

// Plural and singular to one stem: "samosas" -> "samosa"; "berries"/"berry" -> "berrie", so that
// "cookies" and "cookie" also meet.
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -1);
  else if (w.length > 3 && /(?:oes|ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 2 && /[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}ie`;
  return w;
}

/**
 * A comparison key for dish names: two dishes with the same key are "the same dish" for duplicate
 * warnings and for not suggesting something already signed up. Ignores case, accents, punctuation,
 * plurals and filler words. Returns '' for names made only of filler.
 */
export function dishNameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, "'")
    // "Priya's samosas": drop the cook. A trailing "Samosa's" is just a misspelt plural.
    .replace(/\b([a-z]+)'s\b(?=\s*[a-z0-9])/g, (_match, owner: string) =>
      POSSESSIVE_DISH_WORDS.has(owner) ? owner : ' ',
    )
    .replace(/'s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bn\b/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => SYNONYMS[w] ?? w)
    .filter((w) => !FILLER_WORDS.has(w))
    .map(stem);
  return words.join(' ');
}
