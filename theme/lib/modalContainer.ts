/** Rspress's container for modal layers (masks, the full-screen menu), rendered by its app root. */
const MODAL_CONTAINER_ID = '__rspress_modal_container';

/** The modal container, or null on the server and before the app root has rendered it. */
export function modalContainer(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(MODAL_CONTAINER_ID);
}
