import type { Page } from '@playwright/test';
import { expect, HASHED, latestMailTo, test, unique } from './fixtures';

type Shopper = { first: string; last: string; username: string; email: string; password: string };

const newShopper = (): Shopper => {
  const username = unique('amaka');
  return {
    first: 'Amaka',
    last: 'Nwosu',
    username,
    email: `${username}@example.ng`,
    password: 'glow-naija-1',
  };
};

/** A toast that says exactly `text` (the same words may also stand by a field). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

async function signUp(page: Page, s: Shopper) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(s.first);
  await page.getByLabel('Last name').fill(s.last);
  await page.getByLabel('Username').fill(s.username);
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Password', { exact: true }).fill(s.password);
  await page.getByLabel('Confirm password').fill(s.password);
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, HASHED);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'login' }).click();
}

async function logOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'login' })).toBeVisible();
}

test.describe('accounts', () => {
  test('a shopper signs up, sees the welcome banner, logs out and signs in again', async ({ page }) => {
    const s = newShopper();
    await page.goto('/signup');
    await page.getByRole('main').getByRole('button', { name: 'register' }).click();
    await expect(toast(page, 'Please Fill all Details')).toBeVisible();
    // Each empty field says so by itself, and the keyboard is taken to the first one.
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please Fill all Details');
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toBeFocused();

    await signUp(page, s);
    await expect(page.getByRole('heading', { name: `Welcome, ${s.first} ${s.last}` })).toBeVisible();
    await expect(page.getByText(s.email)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'my orders' })).toHaveAttribute('aria-selected', 'true');

    // The chosen tab survives a reload.
    await page.getByRole('tab', { name: 'saved items' }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'saved items' })).toHaveAttribute('aria-selected', 'true');

    // A signed-in visitor to /signin goes to the dashboard.
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/dashboard$/);

    await logOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, s.username, 'not-my-password');
    await expect(page.getByText('Incorrect username or password')).toBeVisible(HASHED);
    await signIn(page, s.email, s.password);
    await expect(page.getByText(`Welcome ${s.first} ${s.last}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, HASHED);
  });

  test('a username already taken is refused by its field with the server message', async ({ page }) => {
    const taken = newShopper();
    await signUp(page, taken);
    await logOut(page);
    const s = newShopper();
    await page.goto('/signup');
    await page.getByLabel('First name').fill(s.first);
    await page.getByLabel('Last name').fill(s.last);
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(s.password);
    await page.getByLabel('Confirm password').fill(s.password);
    await page.getByRole('button', { name: 'register' }).click();
    await expect(toast(page, 'Username is already taken')).toBeVisible(HASHED);
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is already taken');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a shopper changes the password and signs in with the new one', async ({ page }) => {
    const s = newShopper();
    await signUp(page, s);
    await page.getByRole('tab', { name: 'account' }).click();
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Both current and new passwords are required')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
      'Both current and new passwords are required',
    );

    await page.getByLabel('Current password').fill(s.password);
    await page.getByLabel('New password', { exact: true }).fill('fresh-glow-22');
    await page.getByLabel('Confirm new password').fill('fresh-glow-23');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, "New passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
      "New passwords don't match",
    );

    await page.getByLabel('Confirm new password').fill('fresh-glow-22');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible(HASHED);

    await logOut(page);
    await signIn(page, s.username, s.password);
    await expect(page.getByText('Incorrect username or password')).toBeVisible(HASHED);
    await signIn(page, s.username, 'fresh-glow-22');
    await expect(page).toHaveURL(/\/dashboard$/, HASHED);
  });

  test('a shopper who forgot the password resets it with the e-mailed code', async ({ page }) => {
    const s = newShopper();
    await signUp(page, s);
    await logOut(page);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByPlaceholder('Enter your email').fill(s.email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(page.getByRole('button', { name: /resend code/ })).toBeDisabled();
    // The mail is delivered by the outbox worker just after the request: wait for it to land.
    const codeInMail = () => /\b(\d{6})\b/.exec(latestMailTo(s.email) ?? '')?.[1];
    await expect.poll(codeInMail, { message: 'a 6-digit code in the mail' }).toBeTruthy();
    const code = codeInMail();

    const input = page.getByLabel(/6-digit code/);
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Input OTP')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/^Input OTP/);
    await input.pressSequentially('123');
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Your one-time password must be 6 characters.')).toBeVisible();
    await input.fill('');
    await input.pressSequentially(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Wrong OTP')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/^Wrong OTP/);
    await input.fill('');
    await input.pressSequentially(code!);
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Correct OTP')).toBeVisible();

    await expect(page).toHaveURL(/\/newpassword$/);
    await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
    await page.getByPlaceholder('New password').fill('reset-glow-77');
    await page.getByPlaceholder('Confirm password').fill('reset-glow-77');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { name: 'Awesome' })).toBeVisible();
    await expect(page.getByText('Password Changed successful')).toBeVisible(HASHED);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, s.username, 'reset-glow-77');
    await expect(page).toHaveURL(/\/dashboard$/, HASHED);
  });

  test('a code opened later in a new window asks for the e-mail as well', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Input OTP')).toBeVisible();
    await page.getByLabel(/6-digit code/).pressSequentially('123456');
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Please enter the email address the code was sent to')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter the email address the code was sent to',
    );
    await page.getByLabel('Email').fill('nobody-here@example.ng');
    await page.getByRole('button', { name: 'verify' }).click();
    await expect(toast(page, 'Wrong OTP')).toBeVisible();
  });

  test('a shopper saves a product from a card and finds it under saved items', async ({ page }) => {
    await signUp(page, newShopper());
    await page.goto('/makeup');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: /^Save / }).click();
    await expect(card.getByRole('button', { name: /^Unsave / })).toBeVisible();

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'saved items' }).click();
    const saved = page.getByRole('tabpanel').getByTestId('product-card');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading', { name })).toBeVisible();

    await saved.getByRole('button', { name: /^Unsave / }).click();
    await expect(page.getByText('You have not saved any products yet.')).toBeVisible();
  });

  test('a shopper deletes the account and can no longer sign in with it', async ({ page }) => {
    const s = newShopper();
    await signUp(page, s);
    await page.getByRole('tab', { name: 'account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page, 'Incorrect password')).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('Incorrect password');
    await dialog.getByLabel('Your password').fill(s.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'login' })).toBeVisible();

    await signIn(page, s.username, s.password);
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
