import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.test-support';

/**
 * One word per concept: "conversation" and "guest RSVP" in code. The old words stay only in the names that installed
 * apps, phones, queued jobs and the database hold (docs/architecture.md, "Names"), listed here; the migrations are
 * history and are not read. A new name with an old word fails here: name it with the new word, or, if others already
 * hold it, add it below with where it lives.
 */
const KEPT: Record<string, string> = {
  // "guest join": a guest's RSVP without an account.
  'guest-join': 'the API path, the offline mutation key and the rate limit bucket guest-join:net:',
  GUEST_JOIN_KEY_EXPIRED: 'an error code phones branch on',
  GUEST_JOIN_LIMIT_PER_IP: 'an environment variable',
  GUEST_JOIN_KEY_LIFETIME_MS: 'the lifetime of the key in the column guestJoinKey',
  guestJoinKey: 'a column of users',
  guestJoinFingerprint: 'a column of users',
  retired_guest_join_keys: 'a table',
  // "talk": an event's conversation.
  talk: "the API path /api/events/:id/talk, the app's route /events/:id/talk, the offline mutation key",
  'talk-mute': 'an API path',
  getEventTalk: 'an operation id',
  muteEventTalk: 'an operation id',
  talk_updated: 'a live message installed apps handle',
  'talk-thread': 'a push kind and tag phones hold',
  'talk-answers': 'a push kind and tag phones hold',
  'talk-digest': 'the pg-boss queue, its job ids and the mail kind',
  talk_digest_items: 'a table',
  talk_digest_sends: 'a table',
  'talk-reply': 'a news key stored in talk_digest_items',
  'talk-answer': 'a news key stored in talk_digest_items',
  'talk-pushes': 'a rate limit bucket',
};

const roots = ['backend/src', 'frontend/src'].map((dir) => join(__dirname, '../../../..', dir));

/** Each name with an old word in the code (comments left out), cut at its first colon, and the files using it. */
function oldWordNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => sourceFiles(root)).filter((path) => path !== __filename)) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const [match] of code.matchAll(/[\w:-]*(?:talk|guest[-_]?join)[\w:-]*/gi)) {
      const name = match.split(':')[0];
      names.set(name, [...(names.get(name) ?? []), relative(join(__dirname, '../../../..'), file)]);
    }
  }
  return names;
}

describe('old words', () => {
  const names = oldWordNames();

  it('stay only in the names others hold', () => {
    const unlisted = [...names].filter(([name]) => !(name in KEPT)).map(([name, files]) => `${name} (${files[0]})`);
    expect(unlisted).toEqual([]);
  });

  it('are listed only while a name still holds them', () => {
    expect(Object.keys(KEPT).filter((name) => !names.has(name))).toEqual([]);
  });
});
