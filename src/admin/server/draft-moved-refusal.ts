import type { DraftMovedSinceReview } from '../../publishing/content/index.ts';
import { AdminApiError } from './admin-api-error.ts';

/**
 * Publish (now or at the scheduled time) refused because the draft was saved after the version the publisher
 * reviewed: nothing changed; the publisher looks at the changes again. Not the author's fault, so their draft
 * card does not show it.
 */
export class DraftMovedRefusal extends AdminApiError {
  constructor(moved: Pick<DraftMovedSinceReview, 'savedBy'>, how: 'now' | 'scheduled') {
    super(
      409,
      how === 'now'
        ? `${moved.savedBy} saved this draft after you opened it; look at the changes again.`
        : `${moved.savedBy} saved this draft after it was scheduled; look at the changes again and schedule it again.`,
    );
  }
}
