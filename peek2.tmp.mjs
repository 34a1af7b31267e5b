import { chromium } from '@playwright/test';
const [,, lang, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
await p.addInitScript((l) => localStorage.setItem('wurzelwerk-language', l), lang);
const RE = lang === 'en' ? /\b(und|der|die|das|mit|für|Sie|nicht|ist|oder|ein|eine|auf|zu|Jahr|pro|Deutschland|Bäume|Tiere|Felder|Energie)\b/ : /\b(the|and|with|for|you|your|of|to|is|per|year|Add|Cart|Load|More)\b/;
for (const path of paths) {
  await p.goto('http://localhost:4181' + path); await p.waitForTimeout(2000);
  await p.mouse.wheel(0, 20000); await p.waitForTimeout(1000);
  const t = await p.locator('body').innerText();
  const lines = [...new Set(t.split('\n').filter((l) => RE.test(l)))];
  console.log('==', path, lines.length); for (const l of lines.slice(0, 25)) console.log('   ', l.slice(0, 150));
}
await b.close();
