import { z } from '@hono/zod-openapi';
import { plainText } from '../../http/routes/fields';
import { lazy } from '../../http/routes/route';
import { linkedName, linkedWriteFields } from '../posts/linked/linked.schemas';

/** The organizer's own writable field (`phone` and `website` are shared with venues). No format check, as the original. */
const organizerFields = lazy(() => ({
  email: plainText().optional().describe('param.organizer_email'),
}));

/**
 * Body of `POST /organizers` (`organizer`, the name, required). Inline organizers inside an event payload
 * validate with this same schema, so they accept exactly what `POST /organizers` accepts.
 */
export const organizerCreateBody = lazy(() =>
  z.object({
    organizer: linkedName().describe('param.organizer_name'),
    ...linkedWriteFields('organizer'),
    ...organizerFields(),
  }),
);

/** Body of an organizer update: every field optional, only the fields sent change (docs/differences.md#partial-update). */
export const organizerUpdateBody = lazy(() =>
  z.object({
    organizer: linkedName().optional().describe('param.organizer_name'),
    ...linkedWriteFields('organizer'),
    ...organizerFields(),
  }),
);

/** A validated organizer create body. */
export type OrganizerCreateInput = z.output<ReturnType<typeof organizerCreateBody>>;
/** A validated organizer update body. */
export type OrganizerUpdateInput = z.output<ReturnType<typeof organizerUpdateBody>>;
