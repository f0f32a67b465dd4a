import { ROUTES, ROUTE_OWNERS, isPublicRoute, ownerOf } from './routes';

describe('routes', () => {
  it('gives every route exactly one owner, except the customer-service marker the shell keeps', () => {
    const owned = Object.values(ROUTE_OWNERS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    const unowned = Object.values(ROUTES).filter((p) => !owned.includes(p));
    expect(unowned).toEqual([ROUTES.room]);
  });
  it('finds the owner case-insensitively and ignores a trailing slash', () => {
    expect(ownerOf('/recharge')).toBe('wallet');
    expect(ownerOf('/personal/')).toBe('account');
    expect(ownerOf('/')).toBe('content');
    expect(ownerOf('/nowhere')).toBeNull();
  });
  it('keeps only login, register and language public', () => {
    expect(isPublicRoute('/login')).toBe(true);
    expect(isPublicRoute('/language')).toBe(true);
    expect(isPublicRoute('/setSecurityCode')).toBe(false);
    expect(isPublicRoute('/')).toBe(false);
  });
});
