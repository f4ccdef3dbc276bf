import { defineConfig } from 'eslint/config';
import completeness from 'completeness/eslint-plugin';
export default defineConfig(completeness.configs.recommended, completeness.configs.recommendedTypeChecked);
