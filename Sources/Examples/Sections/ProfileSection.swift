import SectionKit

/// The signed-in account: name, e-mail and a sign-out button.
final class ProfileSection: SectionController {
  struct Account {
    var name: String
    var email: String
  }

  private(set) var account: Account?

  init(account: Account) { self.account = account }

  func numberOfRows(in context: SectionContext) -> Int { account == nil ? 1 : 3 }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let account else {
      let cell = context.dequeueReusableCell(ofType: ButtonCell.self, for: row)
      cell.title = "Sign In"
      return cell
    }
    switch row {
    case 0, 1:
      let cell = context.dequeueReusableCell(ofType: ValueCell.self, for: row)
      cell.title = row == 0 ? "Name" : "E-mail"
      cell.value = row == 0 ? account.name : account.email
      return cell
    default:
      let cell = context.dequeueReusableCell(ofType: ButtonCell.self, for: row)
      cell.title = "Sign Out"
      cell.isDestructive = true
      return cell
    }
  }

  func titleForHeader(in context: SectionContext) -> String? { "Account" }

  func titleForFooter(in context: SectionContext) -> String? {
    account == nil ? "Sign in to sync your settings." : "Your settings sync with this account."
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    account == nil || row == 2
  }

  func didSelectRow(at row: Int, in context: SectionContext) {
    account = nil
    context.reload()
  }
}
