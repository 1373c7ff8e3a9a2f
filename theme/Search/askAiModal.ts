/**
 * DocSearch's Ask AI modal, loaded after zod's jitless setting: ES modules evaluate their imports
 * in order, so no zod schema exists before the setting (loaded side by side, the modal's AI SDK
 * could build its schemas first).
 */
import './zodJitless';

export { DocSearchAskAiModal } from '@docsearch/react/askaiModal';
