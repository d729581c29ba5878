import { describe, expect, it } from 'vitest';
import { matchScreen, type RouteTable } from './route-table.ts';

const screen = (name: string) => Object.assign(() => null, { displayName: name });
const Landing = screen('Landing');
const Login = screen('Login');
const Shell = screen('Shell');
const Home = screen('Home');
const Customers = screen('Customers');
const Profile = screen('Profile');
const NotFound = screen('NotFound');

const table: RouteTable = {
  groups: [
    {
      path: '/',
      routes: [
        { path: '', screen: Landing },
        { path: 'login', screen: Login },
      ],
    },
    {
      path: '/inventory',
      layout: Shell,
      routes: [
        { path: '', screen: Home },
        {
          path: 'customers',
          screen: Customers,
          handle: { titleKey: 'customers', capability: 'manageCustomersList' },
        },
        {
          path: 'customers/profile/:id',
          screen: Profile,
          handle: { titleKey: 'customerProfile', master: true },
        },
      ],
    },
  ],
  notFound: NotFound,
};

describe('matchScreen (the screen an address opens)', () => {
  it('opens the public screens without a layout', () => {
    expect(matchScreen(table, '/')).toMatchObject({ pattern: '/', screen: Landing, layout: undefined });
    expect(matchScreen(table, '/login')).toMatchObject({ pattern: '/login', screen: Login });
  });

  it("opens a signed-in screen in its group's layout, with its handle for the guard and the title", () => {
    expect(matchScreen(table, '/inventory')).toEqual({
      pattern: '/inventory',
      screen: Home,
      handle: {},
      layout: Shell,
    });
    expect(matchScreen(table, '/inventory/customers')).toEqual({
      pattern: '/inventory/customers',
      screen: Customers,
      handle: { titleKey: 'customers', capability: 'manageCustomersList' },
      layout: Shell,
    });
    expect(matchScreen(table, '/inventory/customers/profile/42')).toMatchObject({
      pattern: '/inventory/customers/profile/:id',
      screen: Profile,
      handle: { titleKey: 'customerProfile', master: true },
    });
  });

  it('takes a trailing slash and any letter case, as React Router did', () => {
    expect(matchScreen(table, '/inventory/customers/').screen).toBe(Customers);
    expect(matchScreen(table, '/Inventory/Customers').screen).toBe(Customers);
  });

  it('gives every other address the not-found screen, outside the shell', () => {
    for (const path of ['/nope', '/inventory/nope', '/inventory/customers/profile', '/login/extra']) {
      expect(matchScreen(table, path)).toEqual({ pattern: '/*', screen: NotFound, handle: {} });
    }
  });
});
