import { resultsSchema } from '../http/paging.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { listAudiences } from './queries.ts';
import * as serialize from './serialize.ts';

export const audienceRoutes: Routes = async (app, { db }) => {
  app.get(
    '/audiences/',
    {
      schema: {
        summary: 'Audiences (families, adults...)',
        tags: ['reference'],
        response: { 200: resultsSchema(ref('Audience')), ...errorResponses },
      },
    },
    async () => ({ results: (await listAudiences(db)).map(serialize.named) }),
  );
};
