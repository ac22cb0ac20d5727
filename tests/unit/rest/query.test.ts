import { describe, expect, it } from 'vitest';
import { hasQueryArg, setQueryArg } from '../../../src/core/rest/query';

describe('query helpers', () => {
  it('finds an argument only as a whole key', () => {
    expect(hasQueryArg('/wp/v2/posts?_locale=de_DE', '_locale')).toBe(true);
    expect(hasQueryArg('/wp/v2/posts?a=1&_locale', '_locale')).toBe(true);
    expect(hasQueryArg('/wp/v2/posts?x_locale=1', '_locale')).toBe(false);
    expect(hasQueryArg('/wp/v2/posts', '_locale')).toBe(false);
    expect(hasQueryArg('/?rest_route=/wp/v2/posts&_locale=user', '_locale')).toBe(true);
  });

  it('appends with ? or &, and replaces an existing value in place', () => {
    expect(setQueryArg('/wp/v2/posts', '_locale', 'user')).toBe('/wp/v2/posts?_locale=user');
    expect(setQueryArg('/wp/v2/posts?a=1', '_locale', 'user')).toBe('/wp/v2/posts?a=1&_locale=user');
    expect(setQueryArg('/wp/v2/posts?per_page=-1&page=2', 'per_page', 100)).toBe('/wp/v2/posts?per_page=100&page=2');
    expect(setQueryArg('/?rest_route=/wp/v2/posts&per_page=-1', 'per_page', 100)).toBe('/?rest_route=/wp/v2/posts&per_page=100');
    expect(setQueryArg('/wp-admin/admin-ajax.php?lang=de', 'action', 'rest-nonce')).toBe('/wp-admin/admin-ajax.php?lang=de&action=rest-nonce');
  });
});
