import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeStandInCertificate } from './apps/server/src/testing/push-service-stand-in';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The real shop, built once, on a throwaway data folder and a free-ish port, driven by Debian's
// Chromium (never a downloaded browser). The folder is new each run, so every run starts from the
// seeded demo catalogue.
const port = Number(process.env.E2E_PORT ?? 4100 + (process.pid % 800));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);
// The local push service's certificate (e2e/push-steps.ts), made once per run: the shop trusts it
// (NODE_EXTRA_CA_CERTS) as it trusts a real push service's, and each journey's stand-in serves it.
if (!process.env.E2E_PUSH_TLS_DIR) {
  const tlsDir = mkdtempSync(join(tmpdir(), 'shop-e2e-push-'));
  const { cert, key } = makeStandInCertificate();
  writeFileSync(join(tlsDir, 'cert.pem'), cert);
  writeFileSync(join(tlsDir, 'key.pem'), key);
  process.env.E2E_PUSH_TLS_DIR = tlsDir;
}
const pushTlsDir = process.env.E2E_PUSH_TLS_DIR;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run build --silent && node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'shopadmin',
      ADMIN_PASSWORD: 'admin-pass-1234',
      ADMIN_EMAIL: 'admin@glownaija.test',
      // Generous limits: the journeys sign in many times from one address.
      RATE_LOGIN_PER_IP: '10000',
      RATE_REGISTER_PER_IP: '10000',
      // The unpaid-checkout reminder a minute after checkout, looked for every 5 s (e2e/come-back.spec.ts).
      CART_REMINDER_MINUTES: '1',
      COME_BACK_CHECK_SECONDS: '5',
      // "Customers also bought" counted every 3 s, so a journey sees a new order's pair (decision 62).
      ALSO_BOUGHT_REFRESH_MINUTES: '0.05',
      // "Chat on WhatsApp" shows (e2e/place-and-help.spec.ts).
      SHOP_WHATSAPP: '0803 555 0142',
      // Push alerts reach the local push service (e2e/push-alerts.spec.ts).
      NODE_EXTRA_CA_CERTS: join(pushTlsDir, 'cert.pem'),
    },
  },
});
