import CGio

/// The AT-SPI interfaces Folio implements, as D-Bus introspection data (the methods, arguments
/// and properties of the `org.a11y.atspi` specification that Folio answers). GDBus checks every
/// call's arguments against them and answers `org.freedesktop.DBus.Properties` from them.
enum ATSPIInterface: String, CaseIterable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case value = "org.a11y.atspi.Value"
    case text = "org.a11y.atspi.Text"
    case selection = "org.a11y.atspi.Selection"
    /// Served at `/org/a11y/atspi/cache` only: clients ask it for every object at once; Folio
    /// answers with none, and they ask each object instead.
    case cache = "org.a11y.atspi.Cache"

    /// The parsed description of every interface (made once; GDBus keeps references).
    nonisolated(unsafe) static let infos: [ATSPIInterface: UnsafeMutablePointer<GDBusInterfaceInfo>] = {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(xml, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "?"
            fatalError("the AT-SPI interface description does not parse: \(message)")   // a defect in this file, found by any test
        }
        var infos: [ATSPIInterface: UnsafeMutablePointer<GDBusInterfaceInfo>] = [:]
        for interface in allCases { infos[interface] = g_dbus_node_info_lookup_interface(node, interface.rawValue) }
        return infos
    }()

    private static let xml = """
    <node>
      <interface name="org.a11y.atspi.Accessible">
        <property name="Name" type="s" access="read"/>
        <property name="Description" type="s" access="read"/>
        <property name="Parent" type="(so)" access="read"/>
        <property name="ChildCount" type="i" access="read"/>
        <property name="Locale" type="s" access="read"/>
        <property name="AccessibleId" type="s" access="read"/>
        <property name="HelpText" type="s" access="read"/>
        <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
        <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
        <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
        <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
        <method name="GetRole"><arg direction="out" type="u"/></method>
        <method name="GetRoleName"><arg direction="out" type="s"/></method>
        <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
        <method name="GetState"><arg direction="out" type="au"/></method>
        <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
        <method name="GetApplication"><arg direction="out" type="(so)"/></method>
        <method name="GetInterfaces"><arg direction="out" type="as"/></method>
      </interface>
      <interface name="org.a11y.atspi.Application">
        <property name="ToolkitName" type="s" access="read"/>
        <property name="Version" type="s" access="read"/>
        <property name="AtspiVersion" type="s" access="read"/>
        <property name="Id" type="i" access="readwrite"/>
        <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
      </interface>
      <interface name="org.a11y.atspi.Component">
        <method name="Contains"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
        <method name="GetAccessibleAtPoint"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/><arg direction="out" type="(so)"/></method>
        <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
        <method name="GetPosition"><arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetLayer"><arg direction="out" type="u"/></method>
        <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
        <method name="GrabFocus"><arg direction="out" type="b"/></method>
        <method name="GetAlpha"><arg direction="out" type="d"/></method>
        <method name="ScrollTo"><arg direction="in" type="u"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Action">
        <property name="NActions" type="i" access="read"/>
        <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
        <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Value">
        <property name="MinimumValue" type="d" access="read"/>
        <property name="MaximumValue" type="d" access="read"/>
        <property name="MinimumIncrement" type="d" access="read"/>
        <property name="CurrentValue" type="d" access="readwrite"/>
        <property name="Text" type="s" access="read"/>
      </interface>
      <interface name="org.a11y.atspi.Text">
        <property name="CharacterCount" type="i" access="read"/>
        <property name="CaretOffset" type="i" access="read"/>
        <method name="GetText"><arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
        <method name="SetCaretOffset"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
        <method name="GetCharacterAtOffset"><arg direction="in" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetNSelections"><arg direction="out" type="i"/></method>
        <method name="GetSelection"><arg direction="in" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetAttributes"><arg direction="in" type="i"/><arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
        <method name="GetDefaultAttributes"><arg direction="out" type="a{ss}"/></method>
      </interface>
      <interface name="org.a11y.atspi.Selection">
        <property name="NSelectedChildren" type="i" access="read"/>
        <method name="GetSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
        <method name="SelectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
        <method name="DeselectSelectedChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
        <method name="IsChildSelected"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
        <method name="SelectAll"><arg direction="out" type="b"/></method>
        <method name="ClearSelection"><arg direction="out" type="b"/></method>
        <method name="DeselectChild"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
      </interface>
      <interface name="org.a11y.atspi.Cache">
        <method name="GetItems"><arg direction="out" type="a((so)(so)(so)iiassusau)"/></method>
      </interface>
    </node>
    """
}
