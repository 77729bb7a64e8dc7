import {
  AbstractUserInterface,
  cancelable,
  type Cancelable,
  type LoginContext,
  type PromptResponse,
  type UserInterfaceAccountCreationResponse,
  type UserInterfaceLoginResponse,
  type UserInterfaceTranslateOptions,
} from '@wharfkit/session';

/**
 * A wharfkit user interface with no screen (Node: tests, scripts). It can complete a login whose wallet,
 * chain and permission are already decided, and refuses anything that would need a person to answer.
 */
export class HeadlessUserInterface extends AbstractUserInterface {
  async login(context: LoginContext): Promise<UserInterfaceLoginResponse> {
    if (context.walletPluginIndex === undefined || context.chain === undefined || context.permissionLevel === undefined) {
      throw new Error('This login needs a wallet, chain or permission choice, and there is no screen to ask it on');
    }
    return { walletPluginIndex: context.walletPluginIndex, chainId: context.chain.id, permissionLevel: context.permissionLevel };
  }

  prompt(): Cancelable<PromptResponse> {
    return cancelable(Promise.reject(new Error('The wallet asked for a user prompt, and there is no screen to show it on')));
  }

  async onAccountCreate(): Promise<UserInterfaceAccountCreationResponse> {
    throw new Error('Account creation needs a screen');
  }

  // The lifecycle notifications only drive a screen's spinners; without one there is nothing to show.
  async onError(): Promise<void> {}
  async onAccountCreateComplete(): Promise<void> {}
  async onLogin(): Promise<void> {}
  async onLoginComplete(): Promise<void> {}
  async onTransact(): Promise<void> {}
  async onTransactComplete(): Promise<void> {}
  async onSign(): Promise<void> {}
  async onSignComplete(): Promise<void> {}
  async onBroadcast(): Promise<void> {}
  async onBroadcastComplete(): Promise<void> {}
  status(): void {}

  override translate(key: string, options?: UserInterfaceTranslateOptions): string {
    return options?.default ?? key;
  }

  override addTranslations(): void {}
}
