// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import ModalDialog from '../../../renderer/src/components/ModalDialog.vue';

/** A page with a button that opens a dialog: Cancel (the safe default) and a destructive choice. */
const Page = defineComponent({
  setup() {
    const open = ref(false);
    const chosen = ref('');
    return () =>
      h('main', [
        h('button', { 'data-testid': 'opener', onClick: () => (open.value = true) }, 'Open'),
        h('p', { 'data-testid': 'chosen' }, chosen.value),
        open.value
          ? h(
              ModalDialog,
              { title: 'Undo 37 actions back to turn 3?', onClose: () => (open.value = false) },
              {
                default: () => h('p', 'Everything after it is taken back.'),
                actions: () => [
                  h('button', { autofocus: true, 'data-testid': 'cancel', onClick: () => (open.value = false) }, 'Cancel'),
                  h(
                    'button',
                    {
                      'data-testid': 'go',
                      onClick: () => {
                        chosen.value = 'go';
                        open.value = false;
                      },
                    },
                    'Undo 37 actions',
                  ),
                ],
              },
            )
          : null,
      ]);
  },
});

async function opened() {
  const wrapper = mount(Page, { attachTo: document.body });
  (wrapper.get('[data-testid="opener"]').element as HTMLElement).focus();
  await wrapper.get('[data-testid="opener"]').trigger('click');
  await flushPromises();
  return wrapper;
}

describe('the one modal dialog', () => {
  it('is a native <dialog> shown modally, named by its title', async () => {
    const wrapper = await opened();
    const dialog = wrapper.get('dialog').element as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Undo 37 actions back to turn 3?');
    wrapper.unmount();
  });

  it('starts on the safe choice (the control marked autofocus)', async () => {
    const wrapper = await opened();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('cancel');
    wrapper.unmount();
  });

  it('Esc cancels: the dialog closes and nothing is chosen', async () => {
    const wrapper = await opened();
    await wrapper.get('dialog').trigger('cancel');
    expect(wrapper.find('dialog').exists()).toBe(false);
    expect(wrapper.get('[data-testid="chosen"]').text()).toBe('');
    wrapper.unmount();
  });

  it('keeps Tab inside: from the last control it wraps to the first, and Shift+Tab back', async () => {
    const wrapper = await opened();
    const go = wrapper.get('[data-testid="go"]').element as HTMLElement;
    go.focus();
    await wrapper.get('dialog').trigger('keydown', { key: 'Tab' });
    expect(document.activeElement?.getAttribute('data-testid')).toBe('cancel');
    await wrapper.get('dialog').trigger('keydown', { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.getAttribute('data-testid')).toBe('go');
    wrapper.unmount();
  });

  it('gives focus back to the control that opened it', async () => {
    const wrapper = await opened();
    await wrapper.get('[data-testid="cancel"]').trigger('click');
    await flushPromises();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('opener');
    wrapper.unmount();
  });
});
