// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAppStorage, loginUrl, storePostLoginRedirect, takePostLoginRedirect } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('post-login redirect', () => {
  it('is read once', () => {
    storePostLoginRedirect('/events/abc');
    expect(takePostLoginRedirect()).toBe('/events/abc');
    expect(takePostLoginRedirect()).toBeNull();
  });
  it('keeps only same-origin app paths', () => {
    storePostLoginRedirect('https://evil.example/');
    expect(takePostLoginRedirect()).toBeNull();
    storePostLoginRedirect('//evil.example/');
    expect(takePostLoginRedirect()).toBeNull();
    storePostLoginRedirect('/api/login');
    expect(takePostLoginRedirect()).toBeNull();
  });
  it('builds the login endpoint URL', () => {
    expect(loginUrl(null)).toBe('/api/login');
    expect(loginUrl('/join/abc?x=1')).toBe('/api/login?redirect=%2Fjoin%2Fabc%3Fx%3D1');
    expect(loginUrl('/events', 'staff')).toBe('/api/login?provider=staff&redirect=%2Fevents');
  });
});

describe('clearAppStorage', () => {
  it('removes only the app keys', () => {
    localStorage.setItem('potluck.queryCache', '1');
    localStorage.setItem('other-app', '1');
    sessionStorage.setItem('potluck.postLoginRedirect', '/x');
    clearAppStorage();
    expect(localStorage.getItem('potluck.queryCache')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('1');
    expect(sessionStorage.length).toBe(0);
  });
});
