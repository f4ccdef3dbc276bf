import tseslint from 'typescript-eslint';
import completeness from 'completeness/eslint-plugin';

export default tseslint.config(
  tseslint.configs.recommendedTypeChecked,
  completeness.configs.recommended,
  completeness.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
