/// <reference types="vite/client" />
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

interface Window {
  /** Present in the desktop app (the preload); absent in the browser build. */
  doomkeeper?: import('../../shared/rpc/transport').DoomkeeperApi;
}
