import noEmptyAsAbsence from './no-empty-as-absence.js';
import noHasMoreAsComplete from './no-has-more-as-complete.js';
import noSilentPageCap from './no-silent-page-cap.js';
import noStatusAsComplete from './no-status-as-complete.js';
import requireStructuredCompleteness from './require-structured-completeness.js';

/** Every rule of the plugin, by name. */
export const rules = {
  'no-empty-as-absence': noEmptyAsAbsence,
  'no-has-more-as-complete': noHasMoreAsComplete,
  'no-status-as-complete': noStatusAsComplete,
  'no-silent-page-cap': noSilentPageCap,
  'require-structured-completeness': requireStructuredCompleteness,
};
