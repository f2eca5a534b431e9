import Foundation
import Folio

/// Seed 004's contacts exercise, its first screen: log in.
///
/// 1. 监听账号密码都有的时候才能登录 — the button is enabled only when both fields have text.
/// 2. switch 记住密码连调 — turning auto-login on turns remember-password on; turning
///    remember-password off turns auto-login off.
/// 3. A HUD while logging in (one second on the frame clock), then the contacts — or an alert
///    when the account or password is wrong.
/// The account, the remembered password and the switches are a `RememberedLogin` kept with keyed
/// archiving; with auto-login on, the next launch logs in by itself.
public final class LoginViewController: UIViewController, UITextFieldDelegate {
    /// The shared environment.
    public let environment: ContactsEnvironment
    /// The account field.
    public let accountField = UITextField()
    /// The password field (secure).
    public let passwordField = UITextField()
    /// 记住密码.
    public let rememberSwitch = UISwitch()
    /// 自动登录.
    public let autoLoginSwitch = UISwitch()
    /// 登录.
    public let loginButton = UIButton(type: .system)
    private let rememberLabel = UILabel(), autoLoginLabel = UILabel()
    private var triedAutoLogin = false
    /// How long "logging in" takes.
    public static let loginDuration: TimeInterval = 1

    /// The login screen of `environment`.
    public init(environment: ContactsEnvironment) {
        self.environment = environment
        super.init()
        title = "登录"
        restorationIdentifier = "login"
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        accountField.placeholder = "账号 (folio)"
        passwordField.placeholder = "密码 (123)"
        passwordField.isSecureTextEntry = true
        for field in [accountField, passwordField] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addTarget(self, action: LoginViewController.textChange, for: .editingChanged)
            view.addSubview(field)
        }
        accountField.restorationIdentifier = "account"
        rememberLabel.text = "记住密码"
        autoLoginLabel.text = "自动登录"
        // VoiceOver reads each switch with its caption, once: the captions are not read on their own.
        rememberSwitch.accessibilityLabel = rememberLabel.text
        autoLoginSwitch.accessibilityLabel = autoLoginLabel.text
        rememberLabel.isAccessibilityElement = false
        autoLoginLabel.isAccessibilityElement = false
        rememberSwitch.addTarget(self, action: LoginViewController.rememberChange, for: .valueChanged)
        autoLoginSwitch.addTarget(self, action: LoginViewController.autoLoginChange, for: .valueChanged)
        loginButton.setTitle("登录", for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 18)
        loginButton.addTarget(self, action: LoginViewController.login, for: .touchUpInside)
        [rememberLabel, autoLoginLabel, rememberSwitch, autoLoginSwitch, loginButton].forEach(view.addSubview)
        loadPreferences()
        textChange(accountField)
    }

    /// With auto-login on, the first appearance logs in (not when a restored stack covers it).
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !triedAutoLogin else { return }
        triedAutoLogin = true
        if autoLoginSwitch.isOn && loginButton.isEnabled { login(loginButton) }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width, top = view.safeAreaInsets.top + 40
        accountField.frame = CGRect(x: 30, y: top, width: w - 60, height: 44)
        passwordField.frame = CGRect(x: 30, y: top + 60, width: w - 60, height: 44)
        rememberLabel.frame = CGRect(x: 30, y: top + 130, width: 100, height: 31)
        rememberSwitch.frame.origin = CGPoint(x: 130, y: top + 130)
        autoLoginLabel.frame = CGRect(x: w / 2 + 10, y: top + 130, width: 90, height: 31)
        autoLoginSwitch.frame.origin = CGPoint(x: w - 30 - 51, y: top + 130)
        loginButton.frame = CGRect(x: 30, y: top + 190, width: w - 60, height: 48)
    }

    /// Both fields have text → the button is enabled.
    func textChange(_ field: UITextField) {
        loginButton.isEnabled = !(accountField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    /// Remember off → auto-login off.
    func rememberChange(_ sender: UISwitch) {
        if !sender.isOn { autoLoginSwitch.setOn(false, animated: true) }
    }

    /// Auto-login on → remember on.
    func autoLoginChange(_ sender: UISwitch) {
        if sender.isOn { rememberSwitch.setOn(true, animated: true) }
    }

    /// Return in the account field moves to the password; in the password field, logs in.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === accountField {
            passwordField.becomeFirstResponder()
        } else if loginButton.isEnabled {
            login(loginButton)
        }
        return true
    }

    /// Shows the HUD, waits, then opens the contacts or explains the error.
    func login(_ sender: UIButton) {
        view.endEditing(true)
        guard let window = view.window, let app = window.application else { return }
        ProgressHUD.show(status: "正在登录…", in: window)
        FrameTimer.scheduledTimer(withTimeInterval: Self.loginDuration, in: app) { [weak self] _ in
            guard let self else { return }
            ProgressHUD.dismiss(in: window)
            guard self.accountField.text == ContactsEnvironment.account,
                  self.passwordField.text == ContactsEnvironment.password else {
                let alert = UIAlertController(title: "登录失败", message: "账号或密码错误", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "好", style: .cancel) { [weak self] _ in
                    self?.passwordField.text = ""
                    if let self { self.textChange(self.passwordField) }
                })
                self.present(alert, animated: true)
                return
            }
            self.savePreferences()
            guard self.navigationController?.topViewController === self else { return }
            let list = ContactListViewController(environment: self.environment)
            list.account = self.accountField.text ?? ""
            self.navigationController?.pushViewController(list, animated: true)
        }
    }

    private func loadPreferences() {
        guard let remembered = environment.rememberedLogin else { return }
        accountField.text = remembered.account
        rememberSwitch.isOn = remembered.remembersPassword
        autoLoginSwitch.isOn = remembered.logsInAutomatically && remembered.remembersPassword
        if rememberSwitch.isOn { passwordField.text = remembered.password }
    }

    private func savePreferences() {
        RememberedLogin(account: accountField.text ?? "", password: rememberSwitch.isOn ? passwordField.text : nil,
                        remembersPassword: rememberSwitch.isOn, logsInAutomatically: autoLoginSwitch.isOn)
            .save(in: environment.sandbox)
    }
}
