/** Renderer entry: Vue, Pinia, the router (renderer/src/router.ts) and vue-i18n (renderer/src/i18n). */
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { router } from './router';
import { i18n } from './i18n/words';
import { loadAppTranslation, markDocumentLocale } from './i18n';
import './styles.css';

markDocumentLocale();
void loadAppTranslation().finally(() => createApp(App).use(createPinia()).use(router).use(i18n).mount('#app'));
