/// The controller's gesture recognizers, and which of them owns the press in progress:
/// presses on the bar go to its tap and long-press recognizers, presses on the page to the
/// page's tap and swipe recognizers.
struct Recognizers {
    /// Which side owns a press.
    enum Owner {
        case bar, page
    }

    var barTaps = TapRecognizer()
    var pageTaps = TapRecognizer()
    var longPress = LongPressRecognizer()
    var swipe = SwipeRecognizer()
    /// Who owns the press in progress (nil between presses).
    var pressOwner: Owner?
}
