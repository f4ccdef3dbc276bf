import noAbsenceFromPartial from './no-absence-from-partial.js';
import noDroppedCompleteness from './no-dropped-completeness.js';
import noEmptyAsAbsence from './no-empty-as-absence.js';
import noErrorAsAbsence from './no-error-as-absence.js';
import noFailOpenCompletenessDefault from './no-fail-open-completeness-default.js';
import noHasMoreAsComplete from './no-has-more-as-complete.js';
import noIgnoredCompletenessSignal from './no-ignored-completeness-signal.js';
import noShortPageAsEnd from './no-short-page-as-end.js';
import noSinglePageAsWhole from './no-single-page-as-whole.js';
import noSilentPageCap from './no-silent-page-cap.js';
import noStatusAsComplete from './no-status-as-complete.js';
import noUnsafeCompleteCast from './no-unsafe-complete-cast.js';
import requireGraphqlPageInfo from './require-graphql-page-info.js';
import requireListingReturn from './require-listing-return.js';
import requireStructuredCompleteness from './require-structured-completeness.js';

/** Every rule of the plugin, by name. */
export const rules = {
  'no-absence-from-partial': noAbsenceFromPartial,
  'no-dropped-completeness': noDroppedCompleteness,
  'no-empty-as-absence': noEmptyAsAbsence,
  'no-error-as-absence': noErrorAsAbsence,
  'no-fail-open-completeness-default': noFailOpenCompletenessDefault,
  'no-has-more-as-complete': noHasMoreAsComplete,
  'no-ignored-completeness-signal': noIgnoredCompletenessSignal,
  'no-short-page-as-end': noShortPageAsEnd,
  'no-silent-page-cap': noSilentPageCap,
  'no-single-page-as-whole': noSinglePageAsWhole,
  'no-status-as-complete': noStatusAsComplete,
  'no-unsafe-complete-cast': noUnsafeCompleteCast,
  'require-graphql-page-info': requireGraphqlPageInfo,
  'require-listing-return': requireListingReturn,
  'require-structured-completeness': requireStructuredCompleteness,
};
