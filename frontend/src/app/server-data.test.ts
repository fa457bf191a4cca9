// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { buildUser } from '@/test/data';
import { seedServerData } from './server-data';

function embed(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'potluck-data';
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => document.getElementById('potluck-data')?.remove());

describe('seedServerData', () => {
  it('puts the signed-in user the server embedded into the cache, so the app does not ask first', () => {
    const user = buildUser({ id: 'u1', firstName: 'Ada' });
    embed(JSON.stringify({ currentUser: user }));
    const client = createQueryClient();
    expect(seedServerData(client)).toBe(true);
    expect(client.getQueryData(queryKeys.currentUser())).toEqual(user);
  });

  it('records that nobody is signed in', () => {
    embed(JSON.stringify({ currentUser: null }));
    const client = createQueryClient();
    seedServerData(client);
    expect(client.getQueryState(queryKeys.currentUser())?.status).toBe('success');
    expect(client.getQueryData(queryKeys.currentUser())).toBeNull();
  });

  it('leaves the cache alone without embedded data, or with data it cannot read', () => {
    const client = createQueryClient();
    expect(seedServerData(client)).toBe(false);
    embed('{not json');
    expect(seedServerData(client)).toBe(false);
    expect(client.getQueryState(queryKeys.currentUser())).toBeUndefined();
  });
});
