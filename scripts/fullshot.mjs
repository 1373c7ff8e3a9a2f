import { chromium } from '@playwright/test';
const [,, url, out, width = '1440', scheme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
await page.goto(url, { waitUntil: 'networkidle' });
for (let y = 0; y < 6000; y += 400) { await page.mouse.wheel(0, 400); await page.waitForTimeout(150); }
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
