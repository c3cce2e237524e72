import { afterEach, describe, expect, it, vi } from 'vitest';
import { replay } from './early-events-replay';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A listing's cards as the HTML or the app draws them: a button per product, the products' order kept. */
function drawCards(names: string[]) {
  const root = document.createElement('div');
  root.innerHTML = names
    .map((name) => `<article><h3>${name}</h3><button aria-label="Add ${name} to cart"></button></article>`)
    .join('');
  return root;
}

describe('replaying what a shopper did before the app ran', () => {
  it('taps the same card on a page the app drew afresh, not another one', () => {
    vi.useFakeTimers();
    const html = drawCards(['Shea Butter', 'Black Soap']);
    document.body.append(html);
    const tapped = html.querySelector('[aria-label="Add Black Soap to cart"]')!;
    // The shop changed meanwhile: the app replaces the page, with a new product first.
    html.remove();
    const app = drawCards(['Rose Toner', 'Shea Butter', 'Black Soap']);
    document.body.append(app);
    const added: string[] = [];
    app.addEventListener('click', (e) => added.push((e.target as Element).getAttribute('aria-label')!));

    replay([{ type: 'click', target: tapped }]);
    vi.runAllTimers();

    expect(added).toEqual(['Add Black Soap to cart']);
  });

  it('gives a field typed in before the app its value on the new page', () => {
    vi.useFakeTimers();
    const html = document.createElement('form');
    html.innerHTML = '<label for="q">Search</label><input id="q" name="q">';
    document.body.append(html);
    const field = html.querySelector('input')!;
    html.remove();
    const app = document.createElement('form');
    app.innerHTML = '<label for="q">Search</label><input id="q" name="q">';
    document.body.append(app);

    replay([{ type: 'input', target: field, value: 'serum' }]);
    vi.runAllTimers();

    expect(app.querySelector('input')!.value).toBe('serum');
  });

  it('drops a tap on a control the new page no longer has', () => {
    vi.useFakeTimers();
    const html = drawCards(['Shea Butter']);
    document.body.append(html);
    const tapped = html.querySelector('button')!;
    html.remove();
    const app = drawCards(['Rose Toner', 'Black Soap']);
    document.body.append(app);
    const added: string[] = [];
    app.addEventListener('click', () => added.push('tap'));

    replay([{ type: 'click', target: tapped }]);
    vi.runAllTimers();

    expect(added).toEqual([]);
  });
});
