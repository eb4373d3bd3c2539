// Articles, curated lists and discover against the real rest-api: lists and lookups in both languages, article tips
// and reports, mixed curated lists loaded one upstream call per kind, and discover's seed carried by the cursors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, member, postTip } from '../support/community.ts';
import { startGateway, type Edge, type Fields, type TestGateway } from '../support/gateway.ts';
import { ARABIC, codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const ARTICLE = `fragment ArticleFields on Article { id rawId slug shareId language title summary source author
  cover { url alt } tags { id name } cities { id name } publishedAt tipCount }`;

const ok = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
  const response = await gateway.graphql(query, variables, headers);
  expect(response.body.errors).toBeUndefined();
  return { data: response.body.data!, calls: response.calls };
};
const routeOf = (call: string) => call.split('?')[0];
const DELETE_ARTICLE_TIP = `mutation ($input: DeleteTipInput!) { deleteTip(input: $input) { deletedTipId subject { id }
  article { id tipCount } userErrors { field message } } }`;

describe('articles', () => {
  it('lists articles newest first, filtered by language, text, tags and source, with counts', async () => {
    const { data: all } = await ok(
      `{ articles(first: 5, filter: { anyLanguage: true }) { totalCount edges { node { ...ArticleFields } } } } ${ARTICLE}`,
    );
    expect(all.articles.totalCount).toBeGreaterThanOrEqual(60);
    const { data: arabic } = await ok(
      `{ articles(first: 30, filter: { language: AR }) { totalCount edges { node { language title } } } }`,
    );
    expect(arabic.articles.totalCount).toBeGreaterThanOrEqual(25);
    for (const edge of arabic.articles.edges) {
      expect(edge.node.language).toBe('AR');
      expect(edge.node.title).toMatch(ARABIC);
    }
    const { data: sources } = await ok('{ articleSources(language: EN) { name articleCount } }');
    const source = sources.articleSources[0];
    const { data: bySource } = await ok(
      'query($source: String) { articles(filter: { source: $source, language: EN }) { totalCount } }',
      { source: source.name },
    );
    expect(bySource.articles.totalCount).toBe(source.articleCount);
    const { data: typed } = await ok(
      '{ articles(first: 5, filter: { text: "hegr", autocomplete: true, anyLanguage: true }) { edges { node { slug } } } }',
    );
    // The literal title match first, then Arabic titles by their romanised key (docs/search.md#romanised-search).
    const typedSlugs = typed.articles.edges.map((edge: Edge) => edge.node.slug);
    expect(typedSlugs[0]).toBe('hegra-tombs');
    expect(typedSlugs).toContain('hegra-tombs-ar');
  });

  it("lists the viewer's language by default, each article once, and both languages on demand", async () => {
    const LIST = `{ articles(first: 100) { totalCount edges { node { language title } } } articleSources { name } }`;
    for (const [locale, language] of [
      ['en', 'EN'],
      ['ar', 'AR'],
    ]) {
      const { data, calls } = await ok(LIST, undefined, { 'accept-language': locale });
      expect(data.articles.totalCount).toBeGreaterThanOrEqual(25);
      expect(data.articles.edges.every((edge: Edge) => edge.node.language === language)).toBe(true);
      const names = data.articleSources.map((source: Fields) => source.name);
      expect(new Set(names).size).toBe(names.length);
      if (locale === 'ar') expect(names.every((name: string) => ARABIC.test(name))).toBe(true);
      else expect(names.some((name: string) => ARABIC.test(name))).toBe(false);
      expect(calls.map(routeOf).sort()).toEqual(['GET /api/v1/articles/search/', 'GET /api/v1/articles/sources/']);
    }
    const { data: both } = await ok('{ articles(filter: { anyLanguage: true }) { totalCount } }');
    const { data: english } = await ok('{ articles { totalCount } }');
    const { data: arabic } = await ok('{ articles(filter: { language: AR }) { totalCount } }');
    expect(both.articles.totalCount).toBe(english.articles.totalCount + arabic.articles.totalCount);
  });

  it("links an article to its translation, with one upstream call for a page's translations", async () => {
    const { data: one } = await ok(
      '{ article(slug: "al-balad-walk") { language translation { slug language translation { slug } } } }',
    );
    expect(one.article).toMatchObject({
      language: 'EN',
      translation: { slug: 'al-balad-walk-ar', language: 'AR', translation: { slug: 'al-balad-walk' } },
    });
    const { data, calls } = await ok(
      '{ articles(first: 20) { edges { node { slug translation { slug language } } } } }',
    );
    for (const edge of data.articles.edges) {
      expect(edge.node.translation).toEqual({ slug: `${edge.node.slug}-ar`, language: 'AR' });
    }
    expect(calls.map(routeOf)).toEqual(['GET /api/v1/articles/search/', 'GET /api/v1/articles/search/']);
  });

  it('lists the tags articles carry, by name in the viewer language, and filters the list by one', async () => {
    const { data: english, calls } = await ok('{ articleTags { id name } }');
    expect(calls.map(routeOf)).toEqual(['GET /api/v1/articles/tags/']);
    const names = english.articleTags.map((tag: Fields) => tag.name as string);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const { data: arabic } = await ok('{ articleTags(language: AR) { id name } }', undefined, {
      'accept-language': 'ar',
    });
    expect(arabic.articleTags[0].name).toMatch(ARABIC);
    const tag = english.articleTags[0];
    const { data: tagged } = await ok(
      'query($tag: ID!) { articles(first: 50, filter: { tagIds: [$tag] }) { totalCount edges { node { tags { id } } } } }',
      { tag: tag.id },
    );
    expect(tagged.articles.totalCount).toBeGreaterThan(0);
    for (const edge of tagged.articles.edges) expect(edge.node.tags.map((t: Fields) => t.id)).toContain(tag.id);
    const { data: placeTags } = await ok('{ placeTags(first: 200) { id } }');
    const articleTagIds = new Set(english.articleTags.map((t: Fields) => t.id));
    expect(placeTags.placeTags.some((t: Fields) => !articleTagIds.has(t.id))).toBe(true);
  });

  it('answers one article by slug, share id or id with its safe body and related articles; unknown is null', async () => {
    const { data: bySlug } = await ok(
      `{ article(slug: "al-balad-walk-ar") { ...ArticleFields body related(first: 3) { slug language } } } ${ARTICLE}`,
    );
    const article = bySlug.article;
    expect(article.language).toBe('AR');
    expect(article.body).toContain('<h2>');
    expect(article.body).not.toMatch(/<script|onerror|onclick/i);
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.every((other: Fields) => other.language === 'AR' && other.slug !== article.slug)).toBe(true);
    const { data: byShare } = await ok('query($s: String) { article(shareId: $s) { id } }', { s: article.shareId });
    expect(byShare.article.id).toBe(article.id);
    const { data: node } = await ok('query($id: ID!) { node(id: $id) { ... on Article { slug } } }', {
      id: article.id,
    });
    expect(node.node.slug).toBe('al-balad-walk-ar');
    expect((await ok('{ article(slug: "no-such-article") { id } }')).data.article).toBeNull();
    const bad = await gateway.graphql(`{ articles(filter: { text: "${'x'.repeat(201)}" }) { totalCount } }`);
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('takes tips on an article with exact counts, and a report (sent as form data)', async () => {
    const author = await member(gateway);
    const { data: found } = await ok('{ article(slug: "gahwa-and-dates") { id tipCount } }');
    const { id, tipCount } = found.article;
    const tip = await postTip(gateway, id, author, 'Ask for the saffron coffee, it is lighter.');
    const { data: after } = await ok(
      'query($id: ID!) { node(id: $id) { ... on Article { tipCount tips(first: 5) { totalCount edges { node { id text subject { id } article { id } } } } } } }',
      { id },
    );
    expect(after.node.tipCount).toBe(tipCount + 1);
    expect(after.node.tips.edges[0].node).toMatchObject({ id: tip.id, subject: null, article: { id } });
    const removed = data(await gateway.graphql(DELETE_ARTICLE_TIP, { input: { tipId: tip.id } }, author.headers));
    expect(removed.deleteTip).toMatchObject({ subject: null, article: { id, tipCount } });

    const REPORT = `mutation($input: ReportArticleInput!) { reportArticle(input: $input) { article { id } userErrors { field message } } }`;
    const reported = data(
      await gateway.graphql(REPORT, { input: { articleId: id, reason: 'MISLEADING' } }, author.headers),
    );
    expect(reported.reportArticle).toEqual({ article: { id }, userErrors: [] });
    const wrongReason = data(
      await gateway.graphql(REPORT, { input: { articleId: id, reason: 'DUPLICATE' } }, author.headers),
    );
    expect(wrongReason.reportArticle.userErrors[0].field).toBe('reason');
    const visitor = await gateway.graphql(REPORT, { input: { articleId: id, reason: 'SPAM' } });
    expect(codes(visitor.body)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('curated lists', () => {
  const LIST = `query($slug: String, $first: Int) { curatedList(slug: $slug) { id name description itemCount cities { name }
    items(first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { __typename
      ... on Event { id name } ... on Experience { id name } ... on Place { id name } ... on Article { id title } } } } } }`;

  it('loads a 20-item mixed list with at most one upstream call per kind', async () => {
    const { data: found, calls } = await ok(LIST, { slug: 'jeddah-weekend-picks', first: 20 });
    const list = found.curatedList;
    expect(list.items.edges).toHaveLength(20);
    const kinds = new Set(list.items.edges.map((edge: Edge) => edge.node.__typename));
    expect(kinds).toEqual(new Set(['Event', 'Experience', 'Place', 'Article']));
    const searches = calls.map(routeOf).filter((call) => call.includes('/search/'));
    expect(searches.sort()).toEqual([
      'GET /api/v1/articles/search/',
      'GET /api/v1/events/search/',
      'GET /api/v1/experiences/search/',
      'GET /api/v1/places/search/',
    ]);
    expect(calls.length).toBeLessThanOrEqual(7);
  });

  it('pages the items and names the list in the viewer language; unknown slugs are null', async () => {
    const { data: first } = await ok(LIST, { slug: 'riyadh-history-day', first: 5 });
    const list = first.curatedList;
    expect(list.items.pageInfo.hasNextPage).toBe(true);
    const { data: arabic } = await ok('{ curatedList(slug: "riyadh-history-day") { name } }', undefined, {
      'accept-language': 'ar',
    });
    expect(arabic.curatedList.name).toMatch(ARABIC);
    const next = await ok(
      `query($id: ID!, $after: String) { node(id: $id) { ... on CuratedList { items(first: 5, after: $after) { edges { cursor } } } } }`,
      { id: list.id, after: list.items.pageInfo.endCursor },
    );
    expect(next.data.node.items.edges.length).toBeGreaterThan(0);
    expect((await ok('{ curatedList(slug: "no-such-list") { id } }')).data.curatedList).toBeNull();
    const { data: lists } = await ok(
      'query($city: ID!) { curatedLists(first: 50, filter: { cityIds: [$city] }) { totalCount edges { node { itemCount } } } }',
      { city: globalId('City', 1) },
    );
    expect(lists.curatedLists.totalCount).toBeGreaterThanOrEqual(3);
  });
});

describe('discover', () => {
  const DISCOVER = `query($after: String, $seed: String) { discover(first: 6, after: $after, seed: $seed) { seed totalCount
    pageInfo { hasNextPage endCursor } edges { cursor node { __typename ... on Event { id } ... on Experience { id }
    ... on Place { id } ... on Article { id } } } } }`;
  const ids = (result: Fields) => result.discover.edges.map((edge: Edge) => edge.node.id);

  it('keeps the seed in its cursors: next pages continue the shuffle, a given seed repeats it', async () => {
    const { data: first } = await ok(DISCOVER);
    const seed = first.discover.seed;
    // the day's shuffle in Riyadh
    expect(seed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { data: second } = await ok(DISCOVER, { after: first.discover.pageInfo.endCursor });
    expect(second.discover.seed).toBe(seed);
    const { data: again } = await ok(
      'query($seed: String) { discover(first: 12, seed: $seed) { edges { node { ... on Event { id } ... on Experience { id } ... on Place { id } ... on Article { id } } } } }',
      { seed },
    );
    expect(ids(again)).toEqual([...ids(first), ...ids(second)]);
    const { data: other } = await ok(DISCOVER, { seed: 'another-shuffle' });
    expect(ids(other)).not.toEqual(ids(first));
  });

  it("shows the articles of the viewer's language only", async () => {
    const ARTICLES = `{ discover(first: 100) { edges { node { ... on Article { language } } } } }`;
    for (const [locale, language] of [
      ['en', 'EN'],
      ['ar', 'AR'],
    ]) {
      const { data } = await ok(ARTICLES, undefined, { 'accept-language': locale });
      const languages = data.discover.edges.flatMap((edge: Edge) => (edge.node.language ? [edge.node.language] : []));
      expect(languages.length).toBeGreaterThan(0);
      expect(new Set(languages)).toEqual(new Set([language]));
    }
  });

  it('refuses garbage cursors and seeds with clear errors', async () => {
    expect(codes((await gateway.graphql(DISCOVER, { after: 'garbage!' })).body)).toEqual(['BAD_USER_INPUT']);
    expect(codes((await gateway.graphql(DISCOVER, { seed: "'; drop" })).body)).toEqual(['BAD_USER_INPUT']);
  });

  it('lists items near a position, nearest first, without articles', async () => {
    const { data: near } = await ok(
      '{ discover(first: 10, near: { latitude: 24.7136, longitude: 46.6753 }) { seed edges { distanceKm node { __typename } } } }',
    );
    expect(near.discover.seed).toBeNull();
    const distances = near.discover.edges.map((edge: Fields) => edge.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(near.discover.edges.some((edge: Fields) => edge.node.__typename === 'Article')).toBe(false);
  });
});
