/** @jest-environment jsdom */
import { DEFAULT_SCHEDULE } from '../domain/schedule';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../runtimeConfig';
import { fetchRuntimeConfig } from './browserPlatform';

const answer = (body: unknown) => ({ ok: true, json: async () => body }) as Response;
const DEMO = { roundSeconds: 20, sealSeconds: 2, salesOpen: '10:00', salesClose: '02:00', timeZone: 'Europe/London', alwaysOpen: true };

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
    writeIntoPage(JSON.stringify({ lines: ['https://a.example', 'https://b.example'], schedule: DEMO }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['https://a.example', 'https://b.example'], schedule: DEMO });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['nothing written', null],
    ['something unreadable written', '{"lines":'],
  ])('asks for config.json with %s in the page', async (_case, written) => {
    if (written !== null) writeIntoPage(written);
    global.fetch = jest.fn().mockResolvedValue(answer({ lines: ['https://a.example', ''] }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['https://a.example', ''], schedule: DEFAULT_SCHEDULE });
    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it.each([
    ['no schedule', undefined],
    ['a schedule with a field missing', { ...DEMO, sealSeconds: undefined }],
    ['a schedule in an unknown zone', { ...DEMO, timeZone: 'Mars/Olympus' }],
  ])('states the default schedule for a config with %s', async (_case, schedule) => {
    writeIntoPage(JSON.stringify({ lines: ['', ''], schedule }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['', ''], schedule: DEFAULT_SCHEDULE });
  });

  it('keeps the api on this origin when neither is readable', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ lines: ['', ''], schedule: DEFAULT_SCHEDULE });
  });
});
