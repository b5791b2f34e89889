import { apiCall } from './server';

/**
 * Creates an account as an administrator and makes its first sign-in, where the person chooses
 * their own password (an account made by someone else must, issue 31): afterwards it signs in
 * with `password` like any other, in the browser too.
 */
export async function createAccount(baseUrl: string, adminToken: string, account: { loginId: string } & Record<string, unknown>, password: string): Promise<void> {
  const temporary = `${password}-first`;
  await apiCall(baseUrl, adminToken, 'POST', '/v1/user/create', { ...account, password: temporary });
  const first = await apiCall<{ jwtToken: string; mustChangePassword: boolean }>(baseUrl, null, 'POST', '/v1/identity/web/auth', {
    loginId: account.loginId,
    loginKey: temporary,
    ipAddress: '',
    sourceApp: 'web',
  });
  if (!first.mustChangePassword) throw new Error(`${account.loginId} was not asked to choose their own password`);
  await apiCall(baseUrl, first.jwtToken, 'POST', '/v1/user/profile', { currentPassword: temporary, newPassword: password });
}
