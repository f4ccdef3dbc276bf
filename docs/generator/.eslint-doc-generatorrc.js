import { renderVocabularyBlocks } from "./vocabulary-lists.js";

/** @type {import("eslint-doc-generator").GenerateOptions} */
export default {
  pathRuleDoc: "../rules/{name}.md",
  pathRuleList: "../../README.md",
  ruleDocSectionInclude: ["Rule details","When not to use it"],
  ruleListColumns: ["name","description","configsError","requiresTypeChecking","hasSuggestions","fixable"],
  urlConfigs: "https://github.com/completeness-dev/completeness/blob/main/docs/configs.md",
  configEmoji: [["recommended","✅"],["recommendedTypeChecked","☑️"],["strict","🔒"],["strictTypeChecked","🔐"],["all","🌐"]],
  ignoreConfig: ["all","disableTypeChecked"],
  // Word lists in the rule docs come from the vocabulary (see vocabulary-lists.js).
  postprocess: (content) => renderVocabularyBlocks(content),
};
