import SectionKit

/// The signed-in account: name, e-mail and a sign-out button.
final class ProfileSection: SectionController, SectionHighlighting {
  struct Account {
    var name: String
    var email: String
  }

  private(set) var account: Account?

  init(account: Account) { self.account = account }

  override func numberOfRows(in context: SectionContext) -> Int { account == nil ? 1 : 3 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let content: RowContent
    switch (account, row) {
    case (nil, _): content = RowContent("Sign In")
    case (let account?, 0): content = RowContent("Name", detail: account.name)
    case (let account?, 1): content = RowContent("E-mail", detail: account.email)
    default: content = RowContent("Sign Out", role: .destructive)
    }
    return context.dequeueReusableCell(showing: content, for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Account" }

  override func titleForFooter(in context: SectionContext) -> String? {
    account == nil ? "Sign in to sync your settings." : "Your settings sync with this account."
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    account == nil || row == 2
  }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    account = nil
    context.reload()
  }
}
