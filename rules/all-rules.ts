import noAbsenceFromPartial from './no-absence-from-partial.js';
import noDroppedCompleteness from './no-dropped-completeness.js';
import noEmptyAsAbsence from './no-empty-as-absence.js';
import noHasMoreAsComplete from './no-has-more-as-complete.js';
import noSilentPageCap from './no-silent-page-cap.js';
import noStatusAsComplete from './no-status-as-complete.js';
import noUnsafeCompleteCast from './no-unsafe-complete-cast.js';
import requireStructuredCompleteness from './require-structured-completeness.js';

/** Every rule of the plugin, by name. */
export const rules = {
  'no-absence-from-partial': noAbsenceFromPartial,
  'no-dropped-completeness': noDroppedCompleteness,
  'no-empty-as-absence': noEmptyAsAbsence,
  'no-has-more-as-complete': noHasMoreAsComplete,
  'no-silent-page-cap': noSilentPageCap,
  'no-status-as-complete': noStatusAsComplete,
  'no-unsafe-complete-cast': noUnsafeCompleteCast,
  'require-structured-completeness': requireStructuredCompleteness,
};
