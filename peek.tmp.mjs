import { chromium } from '@playwright/test';
const [,, path, lang] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
await p.addInitScript((l) => localStorage.setItem('wurzelwerk-language', l), lang);
await p.goto('http://localhost:4181' + path); await p.waitForTimeout(2500);
console.log(await p.locator('main').innerText());
await b.close();
