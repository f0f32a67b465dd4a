/** @jest-environment jsdom */
import { RUNTIME_CONFIG_ELEMENT_ID } from '../runtimeConfig';
import { fetchRuntimeConfig } from './browserPlatform';

const answer = (body: unknown) => ({ ok: true, json: async () => body }) as Response;

/** The element the server writes into the page. */
function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('fetchRuntimeConfig', () => {
  afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('reads the config the server wrote into the page, without asking for config.json', async () => {
    global.fetch = jest.fn();
    writeIntoPage(JSON.stringify({ lines: ['https://a.example', 'https://b.example'] }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['https://a.example', 'https://b.example'] });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing written', null],
    ['something unreadable written', '{"lines":'],
  ])('asks for config.json with %s in the page', async (_case, written) => {
    if (written !== null) writeIntoPage(written);
    global.fetch = jest.fn().mockResolvedValue(answer({ lines: ['https://a.example', ''] }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['https://a.example', ''] });
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('keeps the api on this origin when neither is readable', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['', ''] });
  });
});
