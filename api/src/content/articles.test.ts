import { buildTestDb } from '../testing/app';
import { addArticle, articleById } from './articles';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const texts = { tw: { title: 't', content: '<p>c</p>' }, zh: { title: 'z', content: '<p>c</p>' }, en: { title: 'e', content: '<p>c</p>' } };

it('sends no image address stored before the rule that another host would serve', async () => {
  const id = await addArticle(t.db, { place: 'original', texts, image: '/\\evil.example/x.png' });
  expect((await articleById(t.db, id, 'en')).image).toBe('');
  const fine = await addArticle(t.db, { place: 'original', texts, image: '/assets/news/1.webp' });
  expect((await articleById(t.db, fine, 'en')).image).toBe('/assets/news/1.webp');
});
