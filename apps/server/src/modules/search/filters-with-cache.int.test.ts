// The filters suite once more with the public answer cache on (decisions 020, 029), as it runs in production: every
// filter, count and page must be its own remembered answer.
import { withCatalogCache } from '../../../test/helpers.ts';
withCatalogCache(60);
await import('./filters.int.test.ts');
